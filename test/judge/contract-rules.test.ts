import { describe, expect, it } from 'vitest';
import { lawfulNames } from '../../properties/_support/admission-oracle.js';
import { expectTrueSummaryDifference } from '../../properties/_support/difference-truth.js';
import { faultById } from '../../src/faults/catalog.js';
import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import { ABSENT, UNREADABLE } from '../../src/harness/judge/index.js';
import { STRANGER_PICKS } from '../../src/harness/mutations/aliasing-identity.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { PropertyViolation } from '../../src/harness/property.js';
import type { A34Adapter } from '../../src/harness/adapter.js';
import type { ParityDifference } from '../../src/reference/model/index.js';
import { referenceParts } from '../../src/reference/pipeline/reference-parts.js';
import { runRequest } from '../../src/reference/pipeline/run-request.js';
import { isCapacityFailure } from '../../src/reference/surface/projection.js';
import { etf, findingsOf } from './observe.js';
import { truthfulVariant } from './truthful-variant.js';

// One test per rule of docs/adapter.md, "How the judge reads your results": a truthful report accepted, a false one refused.
const plain = { expectedValue: false, absentAtLie: false, keyOfHole: false, wholeTool: false, wording: 0 } as const;

describe('rule: a difference at a lie states the expectation truly and the request as a marker', () => {
  const lie = { kind: 'negative-zero', stage: 'pre_dispatch', target: 1, pick: 0 } as const;

  it('accepts the expectation’s own value at the lie, and the marker <absent> the reference writes', async () => {
    for (const choices of [plain, { ...plain, expectedValue: true }, { ...plain, absentAtLie: true }]) {
      const { findings } = await findingsOf(truthfulVariant(choices), etf({ lie }));
      expect(findings, JSON.stringify(choices)).toEqual([]);
    }
  });

  it('refuses a value the expectation does not hold there (lie-expected-whole-tool)', async () => {
    const { findings } = await findingsOf(faultById('lie-expected-whole-tool').adapter, etf({ lie }));
    expect(findings[0]).toMatchObject({ code: 'reason', message: expect.stringMatching(/but the expectation holds/) });
  });

  it('refuses a request side written as a value the request held (unreadable-as-null)', async () => {
    const { findings } = await findingsOf(faultById('unreadable-as-null').adapter, etf({ lie }));
    expect(findings[0]).toMatchObject({ code: 'reason', message: expect.stringMatching(/no JSON value there/) });
  });
});

describe('rule: one lie, several defects: any of them is a first difference', () => {
  // Variant 2 of a sparse array: a hole hidden beside an extra named key `x` in a schema array of tool 1.
  const lie = { kind: 'sparse-array', stage: 'pre_dispatch', target: 1, pick: 2 } as const;

  it('accepts the array (the reference), and the named key that hides the hole', async () => {
    const reference = await findingsOf(referenceAdapter, etf({ lie }));
    expect(reference.findings).toEqual([]);
    const { findings } = await findingsOf(truthfulVariant({ ...plain, keyOfHole: true }), etf({ lie }));
    expect(findings).toEqual([]);
  });
});

describe('rule: a list that is no list is reported by what the slot holds', () => {
  const difference = (expected: unknown, actual: unknown): ParityDifference =>
    ({
      toolIndex: -1,
      field: 'entrySummary',
      path: '$.entrySummary',
      expected,
      actual,
      reason: 'not a list',
    }) as ParityDifference;

  it('accepts `null` as held, `[]` as expected, and the markers', () => {
    for (const [e, a] of [
      [[], null],
      [ABSENT, UNREADABLE],
      [[], UNREADABLE],
      [ABSENT, null],
    ])
      expect(() => expectTrueSummaryDifference(difference(e, a), [], null as never)).not.toThrow();
  });

  it('refuses a summary set to `null` reported as an empty one, and prints `[]` as `[]`', () => {
    expect(() => expectTrueSummaryDifference(difference([], []), [], null as never)).toThrow(
      /holds null\), but the difference says expected \[\], actual \[\]/,
    );
    expect(() => expectTrueSummaryDifference(difference([], []), [], null as never)).toThrow(PropertyViolation);
  });
});

describe('rule: objects without a prototype are honest data', () => {
  const bare = etf({
    mutations: [{ kind: 'identity', variant: 'reorder-keys', stage: 'extension', target: 1, pick: STRANGER_PICKS }],
  });

  it('the reference dispatches an equal rewrite built of Object.create(null) objects', async () => {
    expect((await findingsOf(referenceAdapter, bare)).findings).toEqual([]);
  });

  it('refuses a reader that takes them for a lie (bare-object-refused)', async () => {
    const { findings } = await findingsOf(faultById('bare-object-refused').adapter, bare);
    expect(findings[0]).toMatchObject({ code: 'outcome', message: expect.stringMatching(/^expected dispatched/) });
  });
});

describe('rule: the readback control is admitted by the stage resources alone (A34-SPEC §2)', () => {
  const facts = { ...etfResearchFacts(), grant: { capabilities: [], nonReadOnlyTools: [] } };
  const names = (adapter: typeof referenceAdapter): string[] => {
    const result = adapter.createSystem().project(facts);
    if (result instanceof Promise || isCapacityFailure(result)) throw new Error('a surface was due');
    return result.tools.map((t) => t.name);
  };

  it('an empty Run Grant and no readOnlyHint still admit read_tool_result when the stage permits it', () => {
    expect(lawfulNames(facts)).toEqual(new Set(['read_tool_result']));
    expect(names(referenceAdapter)).toEqual(['read_tool_result']);
  });

  it('refuses an admission that also asks the grant (readback-needs-grant)', () => {
    expect(names(faultById('readback-needs-grant').adapter)).toEqual([]);
  });
});

describe('rule: a disagreement is reported in the layer that disagrees', () => {
  it('a rejection against another expectation than the owners’ facts give is an admission finding, with both expected values', async () => {
    // The baseline follows an admission without readback; the request is built from the owners' surface.
    const baselineApart: A34Adapter = {
      name: 'baseline-apart',
      createSystem() {
        const reference = referenceAdapter.createSystem();
        return {
          project: reference.project,
          recover: reference.recover,
          runRequest: (input, ports) =>
            runRequest(
              {
                ...referenceParts,
                takeBaseline: (tools) =>
                  referenceParts.takeBaseline(tools.filter((t) => t.name !== 'read_tool_result')),
              },
              input,
              ports,
            ),
        };
      },
    };
    const { findings } = await findingsOf(baselineApart, etf());
    expect(findings[0]).toMatchObject({
      code: 'projection',
      layer: 'admission',
      message: expect.stringMatching(/^rejected at early against another expectation: at \$\[\d+\]/),
      returned: { outcome: 'rejected', stage: 'early' },
    });
  });

  it('every judge finding carries the implementation’s own outcome', async () => {
    const { findings } = await findingsOf(faultById('early-only').adapter, etf());
    expect(findings).toEqual([]);
    const late = await findingsOf(
      faultById('final-only').adapter,
      etf({ mutations: [{ kind: 'delete', variant: 'remove', stage: 'extension', target: 1, pick: 0 }] }),
    );
    expect(late.findings[0]).toMatchObject({ layer: 'parity', returned: { outcome: 'rejected', stage: 'final' } });
  });
});

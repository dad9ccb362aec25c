import { inProcessSystem } from '../../src/harness/isolation/in-process.js';
import { describe, expect, it } from 'vitest';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import {
  checkLyingScenario,
  compileLie,
  createProbe,
  expectedLieVerdict,
  LIE_KINDS,
  type Lie,
  type LieKind,
} from '../../src/harness/lies/index.js';
import { DEEP_LEVELS } from '../../src/harness/lies/install-shapes.js';
import { HOOK_STAGES } from '../../src/reference/pipeline/hooks.js';
import type { ModelRequest } from '../../src/reference/model/request.js';
import { etfLyingScenario } from './etf-scenario.js';

/** The reason each lie is rejected with: the strict reader's words, or the comparison's for honest-but-different JSON. */
const REASON: Record<Exclude<LieKind, 'shared-reference'>, RegExp> = {
  proxy: /Proxy/,
  'flipping-getter': /accessor/,
  'own-tojson': /function/,
  'inherited-tojson': /prototype/,
  'inherited-property': /prototype/,
  'symbol-key': /symbol-keyed|extra properties/,
  cycle: /cycle/,
  'undefined-value': /undefined/,
  nan: /NaN/,
  infinity: /Infinity/,
  'negative-zero': /-0/,
  'function-value': /function/,
  bigint: /bigint/,
  'sparse-array': /sparse/,
  'proto-key': /property added/,
  'constructor-key': /property added/,
  'huge-schema': /property added/,
  'deep-schema': /property added|nested deeper/,
  'non-enumerable': /non-enumerable/,
  'accessor-on-list': /accessor|not a data property/,
};

/** Picks that reach every variant and place of a kind; the ~10 MB schema only needs one. */
const picksFor = (kind: LieKind): number[] =>
  kind === 'huge-schema' ? [0] : kind === 'deep-schema' ? DEEP_LEVELS.map((_, i) => i) : [0, 1, 2, 3, 4, 5, 6, 7];

async function expectVerdict(lie: Lie): Promise<void> {
  const started = performance.now();
  const { run, findings } = await checkLyingScenario(
    inProcessSystem(referenceAdapter.createSystem()),
    etfLyingScenario(lie),
  );
  expect(findings, JSON.stringify(lie)).toEqual([]);
  expect(performance.now() - started).toBeLessThan(2_000);
  if (run.status !== 'settled') throw new Error(`${JSON.stringify(lie)}: ${run.status}`);
  const { outcome, probe } = run.value;
  expect(probe.trapCalls, 'the reader sprang a Proxy trap').toBe(0);
  const verdict = expectedLieVerdict(lie);
  if (verdict !== 'rejected') {
    expect(outcome.outcome).toBe('dispatched');
    return;
  }
  if (outcome.outcome !== 'rejected') throw new Error(`${JSON.stringify(lie)} was ${outcome.outcome}`);
  expect(outcome.reason.stage).toBe(lie.stage === 'extension' ? 'early' : 'final');
  expect(outcome.reason.difference?.reason).toMatch(REASON[lie.kind as Exclude<LieKind, 'shared-reference'>]);
  expect(outcome.reason.message).toContain(outcome.reason.difference?.path ?? '$');
}

describe.each(LIE_KINDS)('§7 lie %s on the reference (ETF fixture)', (kind) => {
  it.each(HOOK_STAGES)(
    'at %s: the expected verdict and reason, no trap sprung, well within the hang bound',
    async (stage) => {
      for (const pick of picksFor(kind)) {
        for (const target of [0, 4]) {
          await expectVerdict({ kind, stage, target, pick });
        }
      }
    },
  );
});

describe('§7 lies: specific promises', () => {
  it('an undefined under a new name (a rename that read after it deleted) keeps the key count, and JSON drops the field', () => {
    const schema = { type: 'object', properties: { q: { type: 'string' } } };
    const request = {
      tools: [{ name: 't', description: 'd', inputSchema: structuredClone(schema) }],
    } as unknown as ModelRequest;
    const probe = createProbe();
    // pick 2: the third variant, the first key, the tool itself; pick 26 (2 + 3 * 8): its input schema.
    void compileLie({ kind: 'undefined-value', stage: 'pre_dispatch', target: 0, pick: 26 }, probe)(request, {
      stage: 'pre_dispatch',
      signal: new AbortController().signal,
    });
    const [tool] = request.tools as unknown as { inputSchema: Record<string, unknown> }[];
    expect(Object.keys(tool?.inputSchema ?? {})).toHaveLength(2);
    expect(Object.values(tool?.inputSchema ?? {})).toContain(undefined);
    expect(Object.keys(JSON.parse(JSON.stringify(tool?.inputSchema)))).toHaveLength(1);
    expect(probe.lieAt).toMatch(/^\$\[0\]\.inputSchema\./);
  });

  it('a Proxy whose traps loop is never sprung: the reader asks util.types.isProxy, not the proxy', async () => {
    // Variant 2 is the looping trap; picks 2, 6, 10, 14 put it on the tool, its schema, nested nodes and the list.
    for (const stage of HOOK_STAGES)
      for (const pick of [2, 6, 10, 14, 18]) await expectVerdict({ kind: 'proxy', stage, target: 1, pick });
  });

  it('a shared honest object is installed (the ETF tools share equal nodes) and accepted', async () => {
    const { run } = await checkLyingScenario(
      inProcessSystem(referenceAdapter.createSystem()),
      etfLyingScenario({ kind: 'shared-reference', stage: 'pre_dispatch', target: 0, pick: 0 }),
    );
    expect(run.status === 'settled' && run.value.probe.installed).toBe(true);
  });

  it('a getter on request.tools itself is rejected at its check, whichever read it lies on (odd picks: honest first, lying first)', async () => {
    // Lying on the seal's read and honest on the final one is the case a property-access read of request.tools let through.
    for (const stage of HOOK_STAGES)
      for (const pick of [1, 3]) await expectVerdict({ kind: 'accessor-on-list', stage, target: 0, pick });
  });
});

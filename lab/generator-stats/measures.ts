import type fc from 'fast-check';
import * as g from '../../generators/index.js';
import { MUTATION_KINDS } from '../../src/harness/scenario.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { READBACK_TOOL, type AdmissionFacts } from '../../src/reference/model/index.js';
import { isCapacityFailure } from '../../src/reference/surface/projection.js';
import { schemaKeywords, SCHEMA_2020_12_KEYWORDS } from './schema-keywords.js';
import { share, spread, type Observed } from './summary.js';
import { jsonDepth, kindOf, walkJson } from './walk-json.js';

/** One generator as the stats script samples it, and what it reads off the sample. */
export interface GeneratorMeasure {
  readonly name: string;
  readonly arbitrary: () => fc.Arbitrary<unknown>;
  readonly observe: (sample: readonly never[]) => Observed[];
}

// Cast: the table holds measures of many T; each observe only ever sees its own arbitrary's samples.
const define = <T>(name: string, arbitrary: () => fc.Arbitrary<T>, observe: (s: readonly T[]) => Observed[]) =>
  ({ name, arbitrary, observe }) as unknown as GeneratorMeasure;

/** The spread of list sizes a list generator draws. */
const listSize = (name: string, arbitrary: () => fc.Arbitrary<readonly unknown[]>): GeneratorMeasure =>
  define(name, arbitrary, (s) =>
    spread(
      name,
      'list size',
      s.map((l) => l.length),
    ),
  );

const PROVIDER_SAFE = /^[A-Za-z0-9_-]{1,64}$/;
const JSON_KINDS = ['null', 'boolean', 'number', 'string', 'array', 'object'];

/** Whether some value inside some listed tool's input schema passes `test`: a look-alike change needs one to meet. */
const schemasHold = (u: g.ToolUniverse, test: (value: unknown) => boolean): boolean =>
  u.connections.some((c) => c.tools.some((t) => [...walkJson(t.inputSchema)].some(({ value }) => test(value))));
const toolCount = (f: AdmissionFacts): number => f.registry.connections.reduce((n, c) => n + c.tools.length, 0);
const projected = (f: AdmissionFacts): number => {
  const result = referenceAdapter.createSystem().project(f);
  return isCapacityFailure(result) ? 0 : result.tools.length;
};
const foreign = (f: AdmissionFacts, field: 'runId' | 'scopeId'): boolean =>
  f.gatewayFacts.some((x) => x[field] !== f.turn[field]);

/** A payload that claims a permission rather than something hidden or failed (issue 34). */
const claimsPermission = (d: AdmissionFacts['diagnostics'][number]): boolean =>
  d.payload !== null &&
  typeof d.payload === 'object' &&
  !Array.isArray(d.payload) &&
  ('grantedTools' in d.payload || 'readbackPermitted' in d.payload);

/** Variants added for the input classes an outside audit found unreached (issue 34); schema ones in both kinds. */
const HELD_OUT_VARIANTS = [
  'rename/separator',
  'rename/normalization',
  'describe/case',
  'describe/ill-formed',
  'schema/close-type',
];

/** Every public generator, with the ranges the generators README tabulates. */
export const MEASURES: readonly GeneratorMeasure[] = [
  define(
    'toolName',
    () => g.toolName(),
    (s) => [
      ...spread(
        'toolName',
        'length',
        s.map((n) => n.length),
      ),
      share('toolName', 'provider-safe `[A-Za-z0-9_-]{1,64}`', s, (n) => PROVIDER_SAFE.test(n)),
      share(
        'toolName',
        'MCP-valid but provider-unsafe (has `.`)',
        s,
        (n) => g.MCP_TOOL_NAME.test(n) && n.includes('.'),
      ),
      share('toolName', 'hostile (fails the MCP pattern)', s, (n) => !g.MCP_TOOL_NAME.test(n)),
      share('toolName', 'non-ASCII', s, (n) => /[^\x20-\x7e]/.test(n)),
      share('toolName', 'longer than 64', s, (n) => n.length > 64),
      share('toolName', '`server__method` form', s, (n) => n.includes('__')),
    ],
  ),
  define(
    'toolNames',
    () => g.toolNames(),
    (s) =>
      spread(
        'toolNames',
        'list size',
        s.map((l) => l.length),
      ),
  ),
  define(
    'toolDescription',
    () => g.toolDescription(),
    (s) => [
      ...spread(
        'toolDescription',
        'length',
        s.map((d) => d.length),
      ),
      share('toolDescription', 'empty', s, (d) => d.length === 0),
      share('toolDescription', 'non-ASCII', s, (d) => /[^\x20-\x7e]/.test(d)),
      share('toolDescription', `at least ${g.LONG_DESCRIPTION} chars`, s, (d) => d.length >= g.LONG_DESCRIPTION),
    ],
  ),
  define(
    'jsonSchema',
    () => g.jsonSchema(),
    (s) => {
      const read = s.map((schema) => schemaKeywords(schema));
      const seen = new Set(read.flatMap((r) => [...r.keywords]));
      const values = s.flatMap((schema) => [...walkJson(schema)]);
      return [
        ...spread(
          'jsonSchema',
          'subschema depth',
          read.map((r) => r.depth),
        ),
        ...spread(
          'jsonSchema',
          'JSON depth',
          s.map((schema) => jsonDepth(schema)),
        ),
        {
          generator: 'jsonSchema',
          metric: `2020-12 keywords seen (of ${SCHEMA_2020_12_KEYWORDS.length})`,
          kind: 'count',
          value: SCHEMA_2020_12_KEYWORDS.filter((k) => seen.has(k)).length,
        },
        ...SCHEMA_2020_12_KEYWORDS.map((k) => share('jsonSchema', `has \`${k}\``, read, (r) => r.keywords.has(k))),
        ...JSON_KINDS.map((kind) => ({
          generator: 'jsonSchema',
          metric: `deepest ${kind} value`,
          kind: 'count' as const,
          value: Math.max(0, ...values.filter((v) => kindOf(v.value) === kind).map((v) => v.depth)),
        })),
      ];
    },
  ),
  define(
    'toolAnnotations',
    () => g.toolAnnotations(),
    (s) => [
      share('toolAnnotations', 'readOnlyHint true', s, (a) => a.readOnlyHint === true),
      share('toolAnnotations', 'no hint at all', s, (a) => Object.keys(a).length === 0),
    ],
  ),
  define(
    'toolDescriptor',
    () => g.toolDescriptor(),
    (s) => [share('toolDescriptor', 'with annotations', s, (t) => t.annotations !== undefined)],
  ),
  define(
    'toolUniverse',
    () => g.toolUniverse(),
    (s) => [
      ...spread(
        'toolUniverse',
        'listed tools',
        s.map((u) => u.connections.reduce((n, c) => n + c.tools.length, 0)),
      ),
      ...spread(
        'toolUniverse',
        'connections',
        s.map((u) => u.connections.length),
      ),
      share(
        'toolUniverse',
        '100 tools or more',
        s,
        (u) => u.connections.reduce((n, c) => n + c.tools.length, 0) >= 100,
      ),
      share('toolUniverse', 'has the web pair', s, (u) => u.contract.some((e) => e.origin === 'synthetic')),
      share('toolUniverse', 'a schema holds a null value', s, (u) => schemasHold(u, (v) => v === null)),
      share('toolUniverse', 'a schema holds an empty object', s, (u) =>
        schemasHold(u, (v) => kindOf(v) === 'object' && Object.keys(v as object).length === 0),
      ),
    ],
  ),
  define(
    'admissionFacts',
    () => g.admissionFacts(),
    (s) => [
      ...spread('admissionFacts', 'listed tools', s.map(toolCount)),
      ...spread('admissionFacts', 'projected tools', s.map(projected)),
      ...spread(
        'admissionFacts',
        'Gateway facts',
        s.map((f) => f.gatewayFacts.length),
      ),
      share('admissionFacts', 'a Gateway fact of another run', s, (f) => foreign(f, 'runId')),
      share('admissionFacts', 'a Gateway fact of another scope', s, (f) => foreign(f, 'scopeId')),
      share('admissionFacts', 'entry mode', s, (f) => f.mode === 'entry'),
      share('admissionFacts', 'a server lists read_tool_result', s, (f) =>
        f.registry.connections.some((c) => c.tools.some((t) => t.name === READBACK_TOOL)),
      ),
      share('admissionFacts', 'capacity too small', s, (f) => f.stage.toolCapacity < toolCount(f)),
      share('admissionFacts', 'lookalike diagnostics', s, (f) => f.diagnostics.length > 0),
      share('admissionFacts', 'a diagnostic claims a permission', s, (f) => f.diagnostics.some(claimsPermission)),
    ],
  ),
  define(
    'mutation',
    () => g.mutation(),
    (s) => [
      ...MUTATION_KINDS.map((kind) => share('mutation', `kind ${kind}`, s, (m) => m.kind === kind)),
      ...HELD_OUT_VARIANTS.map((v) =>
        share(
          'mutation',
          `variant ${v}`,
          s,
          (m) => `${m.kind === 'schema-in-place' ? 'schema' : m.kind}/${m.variant}` === v,
        ),
      ),
    ],
  ),
  define(
    'mutations',
    () => g.mutations(),
    (s) =>
      spread(
        'mutations',
        'list size',
        s.map((l) => l.length),
      ),
  ),
  define(
    'faultSchedule',
    () => g.faultSchedule(),
    (s) => [
      share('faultSchedule', 'no fault', s, (f) => Object.keys(f).length === 1 && !f.providerFails),
      share('faultSchedule', 'provider fails', s, (f) => f.providerFails),
      share('faultSchedule', 'abort after the last step', s, (f) => f.abortAt === 'after_final_check'),
    ],
  ),
  define(
    'scenario',
    () => g.scenario(),
    (s) => [
      ...spread(
        'scenario',
        'projected tools',
        s.map((x) => projected(x.facts)),
      ),
      ...spread(
        'scenario',
        'mutations',
        s.map((x) => x.mutations.length),
      ),
      share('scenario', 'revalidation mid-flight', s, (x) => x.revalidation !== undefined),
      share('scenario', 'Child request', s, (x) => x.identity.parentRequestId !== undefined),
    ],
  ),
  define(
    'turnSequence',
    () => g.turnSequence(),
    (s) =>
      spread(
        'turnSequence',
        'turns',
        s.map((t) => t.length),
      ),
  ),
  define(
    'lie',
    () => g.lie(),
    (s) => [{ generator: 'lie', metric: 'distinct kinds', kind: 'count', value: new Set(s.map((l) => l.kind)).size }],
  ),
  listSize('messages', () => g.messages()),
  listSize('publishableTexts', () => g.publishableTexts()),
  define(
    'harvestedUniverse',
    () => g.harvestedUniverse(),
    (s) =>
      spread(
        'harvestedUniverse',
        'listed tools',
        s.map((u) => u.connections.reduce((n, c) => n + c.tools.length, 0)),
      ),
  ),
];

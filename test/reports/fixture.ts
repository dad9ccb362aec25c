import { OUTCOME_CAUSES } from '../../src/harness/coverage.js';
import { MUTATION_KINDS } from '../../src/harness/scenario.js';
import { HOOK_STAGES } from '../../src/reference/pipeline/hooks.js';
import { SuiteReportSchema, type SuiteReport } from '../../src/reports/suite-report.js';

/** The hostile tool name every escaping check looks for. */
export const HOSTILE_NAME = '<script>alert(1)</script>';
/** A Cyrillic "а" and a zero-width space: a rename that must stay visible. */
export const HOMOGLYPH_NAME = 'm\u0430rket__search\u200b';
export const DIFF_PATH = '$[1].inputSchema.properties.q.type';

const tool = (name: string, description: string, qType = 'string'): Record<string, unknown> => ({
  name,
  description,
  inputSchema: {
    type: 'object',
    properties: { q: { type: qType, description: 'query' }, limit: { type: 'integer', minimum: 1 } },
    required: ['q'],
  },
  annotations: { readOnlyHint: true },
});

const expected = [
  tool('market__get_instrument_profile', 'Profile of one instrument.'),
  tool('market__search_instruments', 'Search ETFs.'),
  tool(HOSTILE_NAME, 'A tool named like markup.'),
];
const actual = [expected[0], tool('market__search_instruments', 'Search ETFs.', 'number'), expected[2]];

/** Counts that leave a few cells under the floor, so shortfalls show. */
const cells = Object.fromEntries(
  MUTATION_KINDS.map((kind, k) => [
    kind,
    Object.fromEntries(HOOK_STAGES.map((stage, s) => [stage, (k * 7 + s * 3) % 23])),
  ]),
);
const causes = Object.fromEntries(OUTCOME_CAUSES.map((cause, i) => [cause, i === 3 ? 1 : 40 + i * 13]));
const FLOOR = 3;
const shortfalls = [
  ...MUTATION_KINDS.flatMap((kind) =>
    HOOK_STAGES.filter((stage) => (cells[kind]?.[stage] ?? 0) < FLOOR).map(
      (stage) => `${kind} × ${stage}: ${cells[kind]?.[stage]}`,
    ),
  ),
  ...OUTCOME_CAUSES.filter((c) => (causes[c] ?? 0) < FLOOR).map((c) => `outcome ${c}: ${causes[c]}`),
];

const CHECKS = [
  'parity.extension-mutation-rejected-early',
  'parity.final-parity-unconditional',
  'projection.stable-order',
  'red:pre-dispatch-delete',
];
const FAULTS = [
  { id: 'optional-final-parity', bug: 'final parity only runs when a hook is installed' },
  { id: 'seal-as-expectation', bug: 'the expectation is the seal of the request itself' },
  { id: 'shallow-baseline', bug: 'baseline and request share nested schema objects' },
  { id: 'skill-whitelist', bug: "a Skill's method list hides canonical MCP siblings" },
];
const KILLS: Record<string, Record<string, number>> = {
  'optional-final-parity': { 'parity.final-parity-unconditional': 3, 'red:pre-dispatch-delete': 1 },
  'seal-as-expectation': { 'parity.extension-mutation-rejected-early': 1, 'parity.final-parity-unconditional': 42 },
  'shallow-baseline': { 'parity.extension-mutation-rejected-early': 180 },
};

/** A run with everything a report can show: passes, failures with and without a diff, flaky, RED, kill matrix, coverage, input errors. */
export const fixtureReport: SuiteReport = SuiteReportSchema.parse({
  tool: 'a34-verify',
  version: '0.1.0',
  fastCheckVersion: '4.11.0',
  adapter: 'reference',
  profile: 'ci',
  seed: 1234567,
  target: ['--adapter', 'test/fixtures/my adapter.ts'],
  startedAt: '2025-11-29T12:00:00.000Z',
  durationMs: 8421.5,
  properties: [
    {
      id: 'projection.stable-order',
      area: 'projection',
      rule: 'A34-SPEC §4',
      title: 'research mode order depends only on the admitted set',
      status: 'passed',
      numRuns: 200,
      seed: 1234567,
      durationMs: 812.3,
    },
    {
      id: 'parity.extension-mutation-rejected-early',
      area: 'parity',
      rule: 'A34-SPEC §5',
      title: 'a hook’s change fails early parity',
      status: 'failed',
      numRuns: 17,
      seed: 1234567,
      path: '16:2:0',
      error: `early parity did not reject: inputSchema type changed\nat tool ${HOSTILE_NAME}`,
      counterexample: { stage: 'extension', kind: 'schema', target: 1, note: HOSTILE_NAME },
      brief: `hook at extension: schema/type on tool #1 (research mode, 3 tools listed, capacity 8, 0 Gateway fact(s))`,
      finding: {
        code: 'outcome',
        message: 'early parity let a changed tool list through: expected a rejection at early, got dispatched',
        expected: 'rejected',
        actual: 'dispatched',
        surfaces: { expected, actual },
      },
      runsToFirstFailure: 17,
      shrinks: 5,
      durationMs: 95.1,
    },
    {
      id: 'parity.rename-rejected',
      area: 'parity',
      rule: 'A34-SPEC §7 rename',
      title: 'a homoglyph rename is rejected',
      status: 'failed',
      numRuns: 4,
      seed: 99,
      path: '3:0',
      error: `accepted rename to "${HOMOGLYPH_NAME}"`,
      counterexample: { kind: 'rename', variant: 'homoglyph', name: HOMOGLYPH_NAME, desc: 'Search\u202eSFTE' },
      durationMs: 12,
    },
    {
      id: 'settlement.closes-once',
      area: 'settlement',
      rule: 'A34-SPEC §6',
      title: 'rejection closes the reservation exactly once',
      status: 'flaky',
      numRuns: 200,
      seed: 7,
      path: '120',
      error: 'timed out after 5000 ms',
      durationMs: 5100,
    },
    {
      id: 'admission.host-forbids-market',
      area: 'admission',
      rule: 'A34-SPEC §3 host',
      title: 'market is not announced when the Host forbids it',
      status: 'passed',
      numRuns: 200,
      seed: 1234567,
      durationMs: 640,
    },
  ],
  red: [
    {
      id: 'pre-dispatch-delete',
      title: 'a hook deletes a tool just before dispatch',
      status: 'passed',
      message: 'rejected at final parity',
      file: 'red/pre-dispatch-delete.json',
    },
    {
      id: 'laundered-delete',
      title: 'a deletion laundered by a later narrowing',
      status: 'failed',
      message: 'dispatched: early parity missed the deletion',
      file: 'red/laundered-delete.json',
      brief:
        'hook at extension: delete/remove on tool #2 (research mode, 6 tools listed, capacity 8, 0 Gateway fact(s))',
    },
    {
      id: 'bad-patch',
      title: 'invalid case',
      status: 'invalid',
      message: 'stage.toolCapacity: must be >= 0',
      file: 'red/bad-patch.json',
    },
  ],
  killMatrix: {
    faults: FAULTS,
    cells: FAULTS.flatMap((f) =>
      CHECKS.map((check) => {
        const runs = KILLS[f.id]?.[check];
        const kind = check.startsWith('red:') ? 'red' : 'property';
        return runs === undefined
          ? { fault: f.id, check, kind, killed: false, shrinks: 0, durationMs: 30 }
          : {
              fault: f.id,
              check,
              kind,
              killed: true,
              runsToFirstFailure: runs,
              shrinks: 4,
              durationMs: 20 + runs,
              seed: 1234567,
              path: `${runs - 1}:0`,
              message: `killed ${f.id}`,
            };
      }),
    ),
    survivors: ['skill-whitelist'],
    idleChecks: ['projection.stable-order'],
  },
  coverage: { cells, causes, floor: FLOOR, shortfalls },
  inputErrors: [
    { file: 'red/bad-patch.json', path: '$.patch.stage.toolCapacity', message: 'Too small: expected number to be >=0' },
    { file: 'corpus/evil.json', path: '$.tools[0].name', message: `name "${HOSTILE_NAME}" is not a valid tool name` },
  ],
});

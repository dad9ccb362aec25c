import { z } from 'zod';
import { HookStageSchema, ScenarioSchema } from '../scenario.js';

/** Every way a descriptor may lie (A34-SPEC §7), plus one honest look-alike: `shared-reference`. */
export const LIE_KINDS = [
  'proxy',
  'flipping-getter',
  'own-tojson',
  'inherited-tojson',
  'inherited-property',
  'symbol-key',
  'cycle',
  'shared-reference',
  'undefined-value',
  'nan',
  'infinity',
  'negative-zero',
  'function-value',
  'bigint',
  'sparse-array',
  'proto-key',
  'constructor-key',
  'huge-schema',
  'deep-schema',
  'non-enumerable',
  'accessor-on-list',
] as const;

/** Validates a lie kind, e.g. one read back from a saved counterexample. */
export const LieKindSchema = z.enum(LIE_KINDS);

/** What a lie is put into: the tool list, or the Entry summary (A34-SPEC §4: held to the tool list's rule). */
export const LIE_TARGETS = ['tools', 'summary'] as const;
export type LieTarget = (typeof LIE_TARGETS)[number];

/** Kinds that need a tool's schema: the honest shared node, keys, a huge or deep schema (a summary line is a string). */
const SCHEMA_ONLY_LIE_KINDS: readonly LieKind[] = [
  'shared-reference',
  'proto-key',
  'constructor-key',
  'huge-schema',
  'deep-schema',
];

/**
 * Kinds with a meaning for the Entry summary, a list of strings: on its slot (an accessor), on the list (a Proxy,
 * a toJSON, a foreign prototype, a symbol or hidden key, a hole) or on one line (a getter, a non-JSON value, the list itself).
 */
export const SUMMARY_LIE_KINDS: readonly LieKind[] = LIE_KINDS.filter((kind) => !SCHEMA_ONLY_LIE_KINDS.includes(kind));

/**
 * A lie as data, so a counterexample replays: what to install, at which stage, into which tool or summary line
 * (`target` modulo the list length), which variant and place (`pick`, decoded per kind), and where (`on`).
 */
export const LieSchema = z
  .object({
    kind: LieKindSchema,
    stage: HookStageSchema,
    target: z.number().int().nonnegative(),
    pick: z.number().int().nonnegative(),
    /** Absent means the tool list, so every earlier counterexample keeps its meaning. */
    on: z.enum(LIE_TARGETS).optional(),
  })
  .strict()
  .superRefine((lie, ctx) => {
    if (lie.on === 'summary' && !SUMMARY_LIE_KINDS.includes(lie.kind))
      ctx.addIssue({ code: 'custom', path: ['kind'], message: `lie kind ${lie.kind} has no meaning for the summary` });
  });

/** A scenario plus one lie, installed by a hook after the scenario's own hooks at its stage. */
export const LyingScenarioSchema = ScenarioSchema.extend({ lie: LieSchema });

export type LieKind = z.infer<typeof LieKindSchema>;
export type Lie = z.infer<typeof LieSchema>;
export type LyingScenario = z.infer<typeof LyingScenarioSchema>;

/** Kinds that look like lies but are honest JSON values the gate must accept. */
export const HONEST_LOOKALIKES: readonly LieKind[] = ['shared-reference'];

/** Kinds the gate must reject wherever a parity check meets them. */
export const REAL_LIE_KINDS: readonly LieKind[] = LIE_KINDS.filter((kind) => !HONEST_LOOKALIKES.includes(kind));

/** Kinds a JSON value can carry (keys a careless copy loses, a huge or deep schema): a sound reader may compare them. */
export const JSON_VALUED_KINDS: readonly LieKind[] = [
  'shared-reference',
  'proto-key',
  'constructor-key',
  'huge-schema',
  'deep-schema',
];

/** Lies a JSON-minded reader cannot see: JSON.stringify, structuredClone or a JSON round trip can make them look honest. */
export const JSON_BLIND_KINDS: readonly LieKind[] = [
  'proxy',
  'flipping-getter',
  'accessor-on-list',
  'own-tojson',
  'inherited-tojson',
  'symbol-key',
  'non-enumerable',
  'undefined-value',
  'function-value',
  'nan',
  'infinity',
  'negative-zero',
  'proto-key',
];

// Stage subsets live once, beside the stage list.
export { CHECKED_STAGES, FINAL_CHECKED_STAGES } from '../../reference/pipeline/hooks.js';

/** What the contract demands of a request carrying this lie and nothing else. */
export type LieVerdict = 'rejected' | 'accepted' | 'dispatched-honest';

/**
 * `rejected` for every real lie a check meets, `accepted` for an honest look-alike, and
 * `dispatched-honest` after the final check: the provider gets the checked snapshot, not the lie.
 */
export function expectedLieVerdict(lie: Pick<Lie, 'kind' | 'stage'>): LieVerdict {
  if (lie.stage === 'after_final_check') return 'dispatched-honest';
  return HONEST_LOOKALIKES.includes(lie.kind) ? 'accepted' : 'rejected';
}

/** The parity check that must catch a rejected lie: early for the extension stage, final for later ones. */
export function lieCheck(lie: Pick<Lie, 'kind' | 'stage'>): 'early' | 'final' | undefined {
  if (expectedLieVerdict(lie) !== 'rejected') return undefined;
  return lie.stage === 'extension' ? 'early' : 'final';
}

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

/**
 * A lie as data, so a counterexample replays: what to install, at which stage, into which tool
 * (`target` modulo the list length) and which variant and place (`pick`, decoded per kind).
 */
export const LieSchema = z
  .object({
    kind: LieKindSchema,
    stage: HookStageSchema,
    target: z.number().int().nonnegative(),
    pick: z.number().int().nonnegative(),
  })
  .strict();

/** A scenario plus one lie, installed by a hook after the scenario's own hooks at its stage. */
export const LyingScenarioSchema = ScenarioSchema.extend({ lie: LieSchema });

export type LieKind = z.infer<typeof LieKindSchema>;
export type Lie = z.infer<typeof LieSchema>;
export type LyingScenario = z.infer<typeof LyingScenarioSchema>;

/** Kinds that look like lies but are honest JSON values the gate must accept. */
export const HONEST_LOOKALIKES: readonly LieKind[] = ['shared-reference'];

/** Kinds the gate must reject wherever a parity check meets them. */
export const REAL_LIE_KINDS: readonly LieKind[] = LIE_KINDS.filter((kind) => !HONEST_LOOKALIKES.includes(kind));

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

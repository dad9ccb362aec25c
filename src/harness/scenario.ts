import { z } from 'zod';
import {
  AdmissionFactsSchema,
  GatewayFactSchema,
  MessageSchema,
  RequestIdentitySchema,
} from '../reference/model/index.js';
import { HOOK_STAGES } from '../reference/pipeline/hooks.js';

export const HookStageSchema = z.enum(HOOK_STAGES);

/** A schema can be changed by replacement or in place, in the same ways (A34-SPEC §7). */
const SCHEMA_VARIANTS = [
  'property-added',
  'property-removed',
  'type',
  'enum',
  'required',
  'nested-description',
  'additional-properties',
  'kind-change',
  'property-renamed',
  'close-type',
] as const;

/** Variants per kind, as in A34-SPEC §7: the one place a mutation kind is declared (its apply function follows). */
export const MUTATION_VARIANTS = {
  add: ['unknown', 'refused-elsewhere', 'duplicate', 'readback'],
  delete: ['remove', 'not-an-object', 'field-removed', 'list-not-a-list'],
  rename: ['case', 'homoglyph', 'zero-width', 'trailing-space', 'prefix', 'separator', 'normalization'],
  reorder: ['swap', 'rotate', 'reverse'],
  describe: ['one-char', 'whitespace', 'normalization', 'appended-instruction', 'emptied', 'case', 'ill-formed'],
  schema: SCHEMA_VARIANTS,
  'schema-in-place': SCHEMA_VARIANTS,
  aliasing: ['descriptor-field', 'annotations', 'schema-root'],
  identity: ['equal-value', 'reorder-keys', 'deep-copy'],
} as const;

type KindName = keyof typeof MUTATION_VARIANTS;
/** Every mutation kind, in declaration order; derived from the variant table. */
export const MUTATION_KINDS: readonly [KindName, ...KindName[]] = Object.freeze(
  Object.keys(MUTATION_VARIANTS) as [KindName, ...KindName[]],
);
export const MutationKindSchema = z.enum(MUTATION_KINDS);

/** Kinds whose every variant keeps the logical request equal: the contract accepts them. */
export const ACCEPTED_KINDS = ['identity'] as const satisfies readonly MutationKind[];

/** Every kind the contract rejects, derived so that a new kind is never left out. */
export const NON_IDENTITY_KINDS: readonly MutationKind[] = MUTATION_KINDS.filter(
  (kind) => !(ACCEPTED_KINDS as readonly string[]).includes(kind),
);

/** What a hook mutation strikes: the tool list, or the Entry summary's lines (A34-SPEC §4). */
export const MUTATION_TARGETS = ['tools', 'summary'] as const;
export type MutationTarget = (typeof MUTATION_TARGETS)[number];

/** Variants per kind on the Entry summary's lines; a kind missing here has no meaning for a line of text. */
export const SUMMARY_VARIANTS = {
  add: ['outcome-claim', 'duplicate', 'unadmitted'],
  delete: ['remove', 'list-not-a-list', 'key-removed'],
  reorder: ['swap', 'rotate', 'reverse'],
  describe: ['outcome', 'one-char', 'whitespace', 'appended-instruction', 'emptied'],
  identity: ['equal-value', 'deep-copy'],
} as const satisfies Partial<Record<MutationKind, readonly string[]>>;
export type SummaryKind = keyof typeof SUMMARY_VARIANTS;
export const SUMMARY_KINDS = Object.keys(SUMMARY_VARIANTS) as SummaryKind[];

/** The variants `kind` has on `target`; undefined when the kind does not apply there. */
export const variantsOf = (kind: MutationKind, target: MutationTarget = 'tools'): readonly string[] | undefined =>
  target === 'tools'
    ? MUTATION_VARIANTS[kind]
    : (SUMMARY_VARIANTS as Partial<Record<MutationKind, readonly string[]>>)[kind];

/** A hook mutation as data: what it does, to which tool (index modulo the list length), at which stage. */
export const MutationSchema = z
  .object({
    kind: MutationKindSchema,
    variant: z.string().min(1),
    stage: HookStageSchema,
    target: z.number().int().nonnegative(),
    /** Extra choice for variants that need one (second index of a swap, text to append, …). */
    pick: z.number().int().nonnegative(),
    /** `hook`: an optional extension callback; `assembly`: one of the runtime's own later steps (no hook installed). */
    via: z.enum(['hook', 'assembly']).optional(),
    /** What it strikes; absent means the tool list, so every earlier scenario keeps its meaning. */
    on: z.enum(MUTATION_TARGETS).optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    const allowed = variantsOf(m.kind, m.on);
    if (allowed === undefined)
      ctx.addIssue({ code: 'custom', path: ['kind'], message: `kind ${m.kind} does not apply to the ${m.on}` });
    else if (!allowed.includes(m.variant))
      ctx.addIssue({
        code: 'custom',
        path: ['variant'],
        message: `variant ${JSON.stringify(m.variant)} is not one of ${allowed.join(', ')} for kind ${m.kind}`,
      });
  });

/** Faults the harness injects around the request, beyond hook mutations. */
export const FaultScheduleSchema = z
  .object({
    throwAt: HookStageSchema.optional(),
    rejectAt: HookStageSchema.optional(),
    hangAt: HookStageSchema.optional(),
    abortAt: HookStageSchema.optional(),
    /**
     * A step that freezes the request object, as a hook that locks what it saw does: the runtime's own later writes
     * to it then throw. Whether any come is the implementation's business, so a preparation rejection is lawful too.
     */
    freezeAt: HookStageSchema.optional(),
    providerFails: z.boolean().default(false),
  })
  .strict();

/**
 * Owner facts that arrive mid-flight, between early parity and the final check. `answersLater`: the owners answer
 * with a promise that settles a few turns later, as an owner behind I/O does (absent: at once, as before).
 */
export const RevalidationSchema = z
  .object({ addGatewayFacts: z.array(GatewayFactSchema), answersLater: z.boolean().optional() })
  .strict();

/** Everything one request case needs, serializable so that a counterexample can be saved and replayed. */
export const ScenarioSchema = z
  .object({
    facts: AdmissionFactsSchema,
    identity: RequestIdentitySchema,
    messages: z.array(MessageSchema),
    publishable: z.array(z.string()),
    mutations: z.array(MutationSchema),
    revalidation: RevalidationSchema.optional(),
    faults: FaultScheduleSchema,
  })
  .strict();

export type MutationKind = z.infer<typeof MutationKindSchema>;
export type Mutation = z.infer<typeof MutationSchema>;
export type FaultSchedule = z.infer<typeof FaultScheduleSchema>;
export type Revalidation = z.infer<typeof RevalidationSchema>;
export type Scenario = z.infer<typeof ScenarioSchema>;

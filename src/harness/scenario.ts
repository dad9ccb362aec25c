import { z } from 'zod';
import {
  AdmissionFactsSchema,
  GatewayFactSchema,
  MessageSchema,
  RequestIdentitySchema,
} from '../reference/model/index.js';
import { HOOK_STAGES } from '../reference/pipeline/hooks.js';

export const HookStageSchema = z.enum(HOOK_STAGES);

export const MUTATION_KINDS = [
  'add',
  'delete',
  'rename',
  'reorder',
  'describe',
  'schema',
  'schema-in-place',
  'aliasing',
  'identity',
] as const;
export const MutationKindSchema = z.enum(MUTATION_KINDS);

/** Variants per kind, as in A34-SPEC §7. */
export const MUTATION_VARIANTS = {
  add: ['unknown', 'refused-elsewhere', 'duplicate', 'readback'],
  delete: ['remove', 'not-an-object', 'field-removed'],
  rename: ['case', 'homoglyph', 'zero-width', 'trailing-space', 'prefix'],
  reorder: ['swap', 'rotate', 'reverse'],
  describe: ['one-char', 'whitespace', 'normalization', 'appended-instruction', 'emptied'],
  schema: [
    'property-added',
    'property-removed',
    'type',
    'enum',
    'required',
    'nested-description',
    'additional-properties',
    'kind-change',
  ],
  'schema-in-place': [
    'property-added',
    'property-removed',
    'type',
    'enum',
    'required',
    'nested-description',
    'additional-properties',
    'kind-change',
  ],
  aliasing: ['descriptor-field', 'annotations', 'schema-root'],
  identity: ['equal-value', 'reorder-keys', 'deep-copy'],
} as const satisfies Record<(typeof MUTATION_KINDS)[number], readonly string[]>;

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
  })
  .strict()
  .superRefine((m, ctx) => {
    const allowed: readonly string[] = MUTATION_VARIANTS[m.kind];
    if (!allowed.includes(m.variant))
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
    providerFails: z.boolean().default(false),
  })
  .strict();

/** Owner facts that arrive mid-flight, between early parity and the final check. */
export const RevalidationSchema = z.object({ addGatewayFacts: z.array(GatewayFactSchema) }).strict();

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

import { z } from 'zod';
import { FaultScheduleSchema, MutationSchema, RevalidationSchema } from '../../harness/scenario.js';
import { AdmissionFactsFieldsSchema, DiagnosticSchema, MessageSchema } from '../../reference/model/index.js';

/**
 * `request`: one request through the pipeline; `projection`: one projection; `recovery`: recovered vs live
 * projection; `property`: a property's own check on one saved counterexample (any kind: lies, concurrency, turns).
 */
export const RED_KINDS = ['request', 'projection', 'recovery', 'property'] as const;
/** What a case expects of the system, in the seed's words. */
export const RED_VERDICTS = [
  'accepted',
  'rejected-early',
  'rejected-final',
  'capacity-failure',
  'rejected-preparation',
  'provider-failed',
] as const;
export type RedVerdict = (typeof RED_VERDICTS)[number];

/** The ledger's record a verdict implies: dispatched, closed once before dispatch, or dispatched then failed. */
export const settlementFor = (verdict: RedVerdict): 'dispatched' | 'closed-once' | 'provider-failed' =>
  verdict === 'accepted' ? 'dispatched' : verdict === 'provider-failed' ? 'provider-failed' : 'closed-once';

/** Shallow overrides of the base facts' top-level fields; the merged facts are validated as a whole by the loader. */
export const FactsPatchSchema = AdmissionFactsFieldsSchema.partial().strict();

/** A case's expectations; settlement defaults to what the verdict implies (`dispatched` or `closed-once`). */
export const RedExpectSchema = z
  .object({
    verdict: z.enum(RED_VERDICTS),
    settlement: z.enum(['dispatched', 'closed-once', 'provider-failed']).optional(),
    /** Names the model must see (request: decoded from the provider wire; otherwise the projection). */
    surfaceIncludes: z.array(z.string()).optional(),
    surfaceExcludes: z.array(z.string()).optional(),
  })
  .strict();

/**
 * The property assertion a `property` case carries: the check of `property` on `value` (`replay: value`),
 * or on the case fast-check regenerates at `seed` and `path` (`replay: path`, for values JSON cannot hold).
 */
export const RedPropertyCheckSchema = z
  .object({
    property: z.string().min(1),
    replay: z.enum(['value', 'path']),
    value: z.unknown(),
    seed: z.number().int(),
    path: z.string().min(1),
    /** The violation the failing adapter gave, as a reader's reminder: the check decides, never this text. */
    reproduces: z
      .object({ adapter: z.string().min(1), message: z.string() })
      .strict()
      .optional(),
  })
  .strict();

/** One hand-written RED case, as the seed's team wrote them: fixed, named, and replayable. */
export const RedCaseSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case, and equal to the file name'),
    title: z.string().min(1),
    source: z.string().min(1),
    kind: z.enum(RED_KINDS),
    base: z.literal('etf-research'),
    patch: FactsPatchSchema.optional(),
    /** Owner-listed descriptions replaced by tool name, e.g. to carry composable Unicode. */
    descriptions: z.record(z.string(), z.string()).optional(),
    child: z.boolean().optional(),
    messages: z.array(MessageSchema).optional(),
    mutations: z.array(MutationSchema).optional(),
    revalidation: RevalidationSchema.optional(),
    faults: FaultScheduleSchema.optional(),
    publishable: z.array(z.string()).optional(),
    recovery: z
      .object({ storedResults: z.array(DiagnosticSchema) })
      .strict()
      .optional(),
    check: RedPropertyCheckSchema.optional(),
    expect: RedExpectSchema,
  })
  .strict()
  .superRefine((c, ctx) => {
    const misplaced = (field: keyof typeof c, kinds: readonly string[]): void => {
      if (c[field] !== undefined && !kinds.includes(c.kind))
        ctx.addIssue({ code: 'custom', path: [field], message: `only ${kinds.join(' or ')} cases may set ${field}` });
    };
    for (const field of ['child', 'messages', 'mutations', 'revalidation', 'faults', 'publishable'] as const)
      misplaced(field, ['request']);
    misplaced('recovery', ['recovery']);
    misplaced('check', ['property']);
    if (c.kind === 'property' && c.check === undefined)
      ctx.addIssue({ code: 'custom', path: ['check'], message: 'property cases need check (property, value)' });
    if (c.kind === 'property' && c.expect.verdict !== 'accepted')
      ctx.addIssue({
        code: 'custom',
        path: ['expect', 'verdict'],
        message: 'a property case expects accepted: the check holds',
      });
    if (c.kind === 'recovery' && c.recovery === undefined)
      ctx.addIssue({ code: 'custom', path: ['recovery'], message: 'recovery cases need recovery.storedResults' });
    const { verdict, settlement, surfaceIncludes } = c.expect;
    if (c.kind !== 'request' && verdict !== 'accepted' && verdict !== 'capacity-failure')
      ctx.addIssue({
        code: 'custom',
        path: ['expect', 'verdict'],
        message: `a ${c.kind} case is accepted or a capacity failure`,
      });
    if (c.kind !== 'request' && settlement !== undefined)
      ctx.addIssue({ code: 'custom', path: ['expect', 'settlement'], message: 'only request cases settle' });
    if (settlement !== undefined && settlement !== settlementFor(verdict))
      ctx.addIssue({
        code: 'custom',
        path: ['expect', 'settlement'],
        message: `settlement ${settlement} contradicts verdict ${verdict}`,
      });
    if (surfaceIncludes !== undefined && verdict !== 'accepted')
      ctx.addIssue({
        code: 'custom',
        path: ['expect', 'surfaceIncludes'],
        message: 'only an accepted case has a surface',
      });
  });

/** A validated RED case. */
export type RedCase = z.infer<typeof RedCaseSchema>;
export type RedExpect = z.infer<typeof RedExpectSchema>;
export type RedPropertyCheck = z.infer<typeof RedPropertyCheckSchema>;

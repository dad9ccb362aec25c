import { z } from 'zod';
import { GatewayFactSchema, REJECTION_STAGES, ToolDescriptorSchema } from '../reference/model/index.js';
import { jsonPath } from './json-path.js';
import { PROVIDERS } from '../reference/wire/encoder.js';
import type { A34Adapter, A34System } from './adapter.js';
import { TIMED_OUT, withTimeout } from './limits.js';

const Tools = z.array(ToolDescriptorSchema);
const Capacity = z.object({
  kind: z.literal('capacity'),
  needed: z.array(z.string()),
  capacity: z.number().int().nonnegative(),
});
const Permission = z.object({ capability: z.string(), action: z.string(), statement: z.string() });

/** What `project` may return: a research surface, an entry surface, or a capacity failure. */
export const ProjectionResultSchema = z.union([
  z.object({ mode: z.literal('research'), tools: Tools }),
  z.object({ mode: z.literal('entry'), tools: Tools, permissions: z.array(Permission) }),
  Capacity,
]);

const Difference = z.object({
  toolIndex: z.number().int(),
  field: z.string(),
  path: z.string(),
  expected: z.unknown(),
  actual: z.unknown(),
  reason: z.string(),
});
const Reason = z.object({
  stage: z.enum(REJECTION_STAGES),
  message: z.string(),
  difference: Difference.optional(),
  capacity: Capacity.optional(),
});
const Wire = z.object({
  provider: z.enum(PROVIDERS),
  body: z.record(z.string(), z.unknown()),
  names: z.record(z.string(), z.string()),
});

/** What `runRequest` may resolve to; the seal is the implementation's own record, so only its request id is required. */
export const RequestOutcomeSchema = z.union([
  z.object({
    outcome: z.literal('dispatched'),
    surface: Tools,
    wire: Wire,
    seal: z.looseObject({ requestId: z.string() }),
  }),
  z.object({ outcome: z.literal('rejected'), reason: Reason }),
  z.object({ outcome: z.literal('provider_failed'), surface: Tools, error: z.string() }),
]);

/** What `recover` may return. */
export const RecoveredFactsSchema = z.array(GatewayFactSchema);

/** Picks the union member a value claims to be, so that issues point at its fields rather than "no member matched". */
function member(options: readonly z.ZodType[], tag: string, value: unknown): z.ZodType {
  const claimed = (value as Record<string, unknown> | null)?.[tag];
  const match = options.find(
    (o) => o instanceof z.ZodObject && (o.shape as Record<string, z.ZodType>)[tag]?.safeParse(claimed).success,
  );
  return match ?? options[0] ?? z.never();
}

/** A result that crossed the adapter boundary in a shape the contract does not allow. */
export class AdapterResultError extends Error {
  override readonly name = 'AdapterResultError';
  constructor(
    readonly module: string,
    readonly method: string,
    readonly path: string,
    readonly detail: string,
  ) {
    super(`adapter ${module}: ${method} returned an invalid result at ${path}: ${detail}`);
  }
}

/** Every boundary violation seen so far, and the checks that find them. */
export interface ResultGuard {
  readonly violations: readonly AdapterResultError[];
  /** Each returns the value untouched when it has the contract's shape, else records and throws an AdapterResultError. */
  projection<T>(value: T): T;
  recovered<T>(value: T): T;
  outcome<T>(value: T): T;
  /** Records and throws when a created system lacks one of the methods. */
  system(missing: readonly string[]): void;
}

/** Shape checks for results of one adapter module, wherever the module runs. */
export function resultGuard(module: string): ResultGuard {
  const violations: AdapterResultError[] = [];
  const record = (error: AdapterResultError): never => {
    // Shrinking meets the same violation many times; keep each once.
    if (!violations.some((v) => v.message === error.message)) violations.push(error);
    throw error;
  };
  const check = <T>(method: string, schema: z.ZodType, value: T): T => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return value;
    const issue = parsed.error.issues[0];
    return record(new AdapterResultError(module, method, jsonPath(issue?.path ?? []), issue?.message ?? 'invalid'));
  };
  const projectSchema = (v: unknown) =>
    member(ProjectionResultSchema.options, (v as { kind?: unknown } | null)?.kind === 'capacity' ? 'kind' : 'mode', v);
  return {
    violations,
    projection: (value) => check('project()', projectSchema(value), value),
    recovered: (value) => check('recover()', RecoveredFactsSchema, value),
    outcome: (value) => check('runRequest()', member(RequestOutcomeSchema.options, 'outcome', value), value),
    system: (missing) => {
      for (const method of missing)
        record(new AdapterResultError(module, 'createSystem()', `$.${method}`, 'expected a function'));
    },
  };
}

/** The wrapped adapter and every boundary violation it has seen so far. */
export interface AdapterGuard extends Pick<ResultGuard, 'violations'> {
  readonly adapter: A34Adapter;
  /** The checks themselves, for a boundary that validates results where they arrive. */
  readonly results: ResultGuard;
}

/** Methods an A34System must have. */
export const SYSTEM_METHODS = ['project', 'recover', 'runRequest'] as const;

/**
 * Wraps an adapter so every result crossing the boundary is validated (the original value passes
 * through untouched, so aliasing stays observable) and every request settles within `caseTimeoutMs`.
 */
export function guardAdapter(adapter: A34Adapter, options: { module: string; caseTimeoutMs: number }): AdapterGuard {
  const results = resultGuard(options.module);
  const wrap = (system: A34System): A34System => ({
    project: (facts) => results.projection(system.project(facts)),
    recover: (receipts, stored) => results.recovered(system.recover(receipts, stored)),
    runRequest: async (input, ports) => {
      const outcome = await withTimeout(system.runRequest(input, ports), options.caseTimeoutMs);
      if (outcome === TIMED_OUT)
        throw new Error(`adapter ${options.module}: runRequest did not settle within ${options.caseTimeoutMs} ms`);
      return results.outcome(outcome);
    },
  });
  const guarded: A34Adapter = {
    name: adapter.name,
    createSystem: () => {
      const system: unknown = adapter.createSystem();
      results.system(
        SYSTEM_METHODS.filter((m) => typeof (system as Record<string, unknown> | null)?.[m] !== 'function'),
      );
      return wrap(system as A34System);
    },
  };
  return { adapter: guarded, results, violations: results.violations };
}

import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import { mutationWorld } from '../../src/harness/world.js';
import { applyToRequest } from '../../src/harness/mutations/index.js';
import type { Mutation } from '../../src/harness/scenario.js';
import type {
  AdmissionFacts,
  GatewayFact,
  Message,
  RequestIdentity,
  ToolDescriptor,
} from '../../src/reference/model/index.js';
import type { HookStage, HookTable, RequestHook } from '../../src/reference/pipeline/hooks.js';
import type { PipelineParts } from '../../src/reference/pipeline/parts.js';
import { referenceParts } from '../../src/reference/pipeline/reference-parts.js';
import { runRequest, type RequestOutcome, type RequestPorts } from '../../src/reference/pipeline/run-request.js';
import { InMemoryLedger } from '../../src/reference/ports/memory-ledger.js';
import { RecordingProvider } from '../../src/reference/ports/memory-provider.js';
import { isCapacityFailure, project } from '../../src/reference/surface/projection.js';

/** The ETF research surface in its stable order, with every owner saying yes (place_order lacks its named grant). */
export const ETF_SURFACE_NAMES = [
  'documents__cite',
  'documents__search',
  'market__get_instrument_profile',
  'market__get_price_history',
  'market__search_instruments',
  'market__web_read',
  'market__web_search',
  'portfolio__get_holdings',
  'portfolio__list_transactions',
  'read_tool_result',
] as const;

/** A fresh ETF research turn, edited in place by `edit` (the fixture parses anew on every call). */
export function etfFacts(edit?: (facts: AdmissionFacts) => void): AdmissionFacts {
  const facts = etfResearchFacts();
  edit?.(facts);
  return facts;
}

/** A Gateway fact bound to the ETF turn and the Market connection unless told otherwise. */
export const gatewayFact = (
  kind: GatewayFact['kind'],
  bound: Partial<Omit<GatewayFact, 'kind'>> = {},
): GatewayFact => ({
  kind,
  runId: 'run-1',
  scopeId: 'scope-1',
  connectionId: 'conn-market',
  ...bound,
});

/** The research surface of `facts`; throws when projection answers anything else. */
export function researchTools(facts: AdmissionFacts): ToolDescriptor[] {
  const result = project(facts);
  if (isCapacityFailure(result) || result.mode !== 'research')
    throw new Error('builders.researchTools: expected a research surface');
  return result.tools;
}

export const researchNames = (facts: AdmissionFacts): string[] => researchTools(facts).map((tool) => tool.name);

/** One ETF tool descriptor by name, as the registry lists it. */
export function registryTool(facts: AdmissionFacts, name: string): ToolDescriptor {
  for (const connection of facts.registry.connections) {
    const tool = connection.tools.find((t) => t.name === name);
    if (tool) return tool;
  }
  throw new Error(`builders.registryTool: no registry tool ${name}`);
}

/** What a wire form carries of a descriptor: annotations have no wire form. */
export const withoutAnnotations = (tools: readonly ToolDescriptor[]): ToolDescriptor[] =>
  tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));

/** Every object (arrays included) reachable from `value`. */
export function reachableObjects(value: unknown, seen: Set<object> = new Set()): Set<object> {
  if (value === null || typeof value !== 'object' || seen.has(value)) return seen;
  seen.add(value);
  for (const key of Object.keys(value)) reachableObjects((value as Record<string, unknown>)[key], seen);
  return seen;
}

/** True when every object reachable from `value` is frozen. */
export const isDeepFrozen = (value: unknown): boolean => [...reachableObjects(value)].every((o) => Object.isFrozen(o));

/** Freezes `value` and everything it reaches; returns it. */
export function freezeDeep<T>(value: T): T {
  for (const o of reachableObjects(value)) Object.freeze(o);
  return value;
}

export const MAIN: RequestIdentity = { runId: 'run-1', scopeId: 'scope-1', requestId: 'main-1' };
export const CHILD: RequestIdentity = {
  runId: 'run-1',
  scopeId: 'scope-1',
  requestId: 'child-1',
  parentRequestId: 'main-1',
};

export const messages = (count: number): Message[] =>
  Array.from(
    { length: count },
    (_, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content: `message ${i}` }) as Message,
  );

export interface RunOptions {
  readonly parts?: PipelineParts;
  readonly facts?: AdmissionFacts;
  readonly identity?: RequestIdentity;
  readonly messages?: readonly Message[];
  readonly hooks?: HookTable;
  /** The runtime's own later steps: not optional hooks, so a run with only these has no hook installed. */
  readonly assembly?: HookTable;
  readonly revalidate?: RequestPorts['revalidate'];
  readonly signal?: AbortSignal;
  readonly stepDeadlineMs?: number;
  readonly providerFails?: string;
  readonly publishable?: readonly string[];
}

export interface RunResult {
  readonly outcome: RequestOutcome;
  readonly ledger: InMemoryLedger;
  readonly provider: RecordingProvider;
  readonly publication: { texts: string[] };
  readonly facts: AdmissionFacts;
  readonly identity: RequestIdentity;
}

/** Runs one request the way the runtime would: reservations exist (Main, and the Child's own) before A34 runs. */
export async function run(options: RunOptions = {}): Promise<RunResult> {
  const facts = options.facts ?? etfFacts();
  const identity = options.identity ?? MAIN;
  const ledger = new InMemoryLedger();
  if (identity.parentRequestId !== undefined)
    ledger.reserve({ runId: identity.runId, scopeId: identity.scopeId, requestId: identity.parentRequestId });
  ledger.reserve(identity);
  const provider = new RecordingProvider(options.providerFails);
  const publication = { texts: [...(options.publishable ?? ['Earlier publishable paragraph.'])] };
  const ports: RequestPorts = {
    ledger,
    provider,
    publication,
    ...(options.hooks ? { hooks: options.hooks } : {}),
    ...(options.assembly ? { assembly: options.assembly } : {}),
    ...(options.revalidate ? { revalidate: options.revalidate } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.stepDeadlineMs !== undefined ? { stepDeadlineMs: options.stepDeadlineMs } : {}),
  };
  const outcome = await runRequest(
    options.parts ?? referenceParts,
    { facts, identity, messages: options.messages ?? messages(4) },
    ports,
  );
  return { outcome, ledger, provider, publication, facts, identity };
}

/** A hook that applies one adversarial mutation to the request's tool list, after yielding once (interleaved async work). */
export function mutationHook(mutation: Omit<Mutation, 'stage'>, facts: AdmissionFacts): RequestHook {
  const world = mutationWorld(facts);
  return async (request) => {
    await Promise.resolve();
    applyToRequest(request, { ...mutation, stage: 'extension' }, world);
  };
}

export const hooksAt = (stage: HookStage, ...hooks: RequestHook[]): HookTable => ({ [stage]: hooks });

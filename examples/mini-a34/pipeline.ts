import { createHash } from 'node:crypto';
import type {
  ModelRequest,
  RejectionReason,
  RequestInput,
  RequestOutcome,
  RequestPorts,
  RequestSeal,
  ToolDescriptor,
  WireRequest,
} from 'a34-verify';
import { admit } from './admission.js';
import { copy, deepFreeze, readOnce } from './json.js';
import { checkParity, checkSummary } from './parity.js';
import { project } from './projection.js';
import { bounded, PreparationFailed, runStage } from './steps.js';
import { encodeOpenAiChat } from './wire.js';

/** A typed rejection; anything else thrown during preparation becomes a `preparation` rejection. */
class Rejected extends Error {
  constructor(readonly reason: RejectionReason) {
    super(reason.message);
  }
}

const describe = (r: Extract<ReturnType<typeof checkParity>, { equal: false }>): string =>
  `tool #${r.difference.toolIndex} ${r.difference.field} at ${r.difference.path}: ${r.difference.reason}`;

/** Parity that throws a rejection at `stage`, else hands back the snapshot it judged. */
/** The list as a data property: a getter on `request.tools` is a lie, so it yields something parity refuses. */
function toolsOf(request: ModelRequest): unknown {
  const slot = Object.getOwnPropertyDescriptor(request, 'tools');
  return slot !== undefined && 'value' in slot ? slot.value : () => 'accessor';
}

function parityOrReject(
  stage: 'early' | 'final',
  expected: readonly ToolDescriptor[],
  tools: unknown,
): readonly ToolDescriptor[] {
  const result = checkParity(expected, tools);
  if (!result.equal) throw new Rejected({ stage, message: describe(result), difference: result.difference });
  return result.snapshot;
}

/** Summary parity that throws a rejection at `stage`, else hands back the lines to send. */
function summaryOrReject(
  stage: 'early' | 'final',
  expected: readonly string[],
  request: ModelRequest,
): readonly string[] {
  const slot = Object.getOwnPropertyDescriptor(request, 'entrySummary');
  const result = checkSummary(
    expected,
    slot === undefined ? undefined : 'value' in slot ? slot.value : () => 'accessor',
  );
  if (!result.equal) throw new Rejected({ stage, message: describe(result), difference: result.difference });
  return result.lines;
}

const digest = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(value) ?? '')
    .digest('hex');

/** Records what was prepared; reads the tools the safe way, since a hook may have left a lie there for final parity to catch. */
function sealOf(request: ModelRequest): RequestSeal {
  const read = readOnce(request.tools);
  const tools = read.ok && Array.isArray(read.value) ? read.value : undefined;
  return {
    requestId: request.identity.requestId,
    toolCount: tools?.length ?? -1,
    toolsDigest: tools ? digest(tools) : 'unreadable',
    messagesDigest: digest(request.messages),
    preparedTools: undefined,
  };
}

/** Everything before dispatch: projection, baseline, hooks, early parity, owner narrowing, assembly, seal, final parity, encoding. */
async function prepare(
  input: RequestInput,
  ports: RequestPorts,
  signal: AbortSignal,
): Promise<{ snapshot: readonly ToolDescriptor[]; wire: WireRequest; seal: RequestSeal }> {
  const deadline = ports.stepDeadlineMs ?? 10_000;
  const projection = project(input.facts);
  if ('kind' in projection)
    throw new Rejected({
      stage: 'capacity',
      message: `capacity ${projection.capacity} cannot hold ${projection.needed.length} tools`,
      capacity: projection,
    });
  // Taken before any hook, from the projection, not from the request: nothing the request holds can reach it.
  const baseline = deepFreeze(copy(projection.tools));
  const permissions = projection.mode === 'entry' ? projection.permissions : [];
  const lines = deepFreeze(permissions.map((p) => p.statement));
  const request: ModelRequest = {
    identity: input.identity,
    tools: copy(projection.tools),
    messages: input.messages.map((m) => ({ ...m })),
    evidence: [],
    publicationContext: null,
    entrySummary: [...lines],
    metadata: {},
  };
  await runStage('extension', request, ports, deadline, signal);
  parityOrReject('early', baseline, toolsOf(request));
  summaryOrReject('early', lines, request);
  const revalidate = ports.revalidate;
  const revised = revalidate
    ? await bounded(() => revalidate(input.facts), 'owner revalidation', deadline, signal)
    : input.facts;
  const lawful = new Set(admit(revised).map((a) => a.descriptor.name));
  const expected = baseline.filter((t) => lawful.has(t.name));
  request.tools = request.tools.filter((t) => lawful.has(String((t as { name?: unknown }).name)));
  // A summary line stays while owners still admit its capability.
  const stated = new Set(
    admit(revised)
      .filter((a) => a.action !== undefined)
      .map((a) => a.capability),
  );
  const expectedLines = lines.filter((_, i) => stated.has(permissions[i]?.capability ?? ''));
  if (expectedLines.length < lines.length) request.entrySummary = [...expectedLines];
  request.messages = request.messages.slice(-8);
  await runStage('context_fitting', request, ports, deadline, signal);
  await runStage('evidence_assembly', request, ports, deadline, signal);
  request.publicationContext = { publishable: ports.publication.texts.length };
  await runStage('publication_context', request, ports, deadline, signal);
  await runStage('async_preparation', request, ports, deadline, signal);
  const seal = sealOf(request);
  await runStage('pre_dispatch', request, ports, deadline, signal);
  // Unconditional: no hook is needed for the final check to run.
  const snapshot = parityOrReject('final', expected, toolsOf(request));
  const told = summaryOrReject('final', expectedLines, request);
  await runStage('after_final_check', request, ports, deadline, signal);
  if (signal.aborted) throw new PreparationFailed('run aborted before dispatch');
  return { snapshot, wire: encodeOpenAiChat(snapshot, told), seal };
}

/** One request: prepared and dispatched, or rejected with the reservation closed exactly once by its owner. */
export async function runRequest(input: RequestInput, ports: RequestPorts): Promise<RequestOutcome> {
  const signal = ports.signal ?? new AbortController().signal;
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await prepare(input, ports, signal);
  } catch (error) {
    const reason: RejectionReason =
      error instanceof Rejected
        ? error.reason
        : { stage: 'preparation', message: error instanceof Error ? error.message : String(error) };
    ports.ledger.onProviderRequestFailure(input.identity, {
      phase: 'pre_dispatch_rejected',
      reason: `${reason.stage}: ${reason.message}`,
    });
    return { outcome: 'rejected', reason };
  }
  ports.ledger.recordDispatched(input.identity);
  try {
    await ports.provider.send(prepared.wire, input.identity);
  } catch (error) {
    ports.ledger.onProviderRequestFailure(input.identity, { phase: 'provider_failed', reason: String(error) });
    return { outcome: 'provider_failed', surface: prepared.snapshot, error: String(error) };
  }
  return { outcome: 'dispatched', surface: prepared.snapshot, wire: prepared.wire, seal: prepared.seal };
}

import { serialize } from 'node:v8';
import type { RequestIdentity } from '../../reference/model/index.js';
import { deepFreeze } from '../../reference/json/clone.js';
import { InMemoryLedger } from '../../reference/ports/memory-ledger.js';
import { RecordingProvider } from '../../reference/ports/memory-provider.js';
import type { A34System } from '../adapter.js';
import { SYSTEM_METHODS } from '../adapter-guard.js';
import { SETTLE_WINDOW_MS } from '../limits.js';
import type { Recorder } from '../run-scenario.js';
import type { BoundaryCall } from './boundary-failure.js';
import { cloneable } from './cloneable.js';
import { describeThrown } from './describe-thrown.js';
import { recordBatchOn, recordWithLie } from './in-process.js';
import { loadModule, type ModuleImporter } from './load-module.js';
import { lockChannel } from './lock-channel.js';
import type { AdapterRef, Call, Effect, GateKey, HostMessage, WitnessMessage } from './protocol.js';

// Taken before the implementation loads: whatever it patches later, the host still reports through these.
// `send` calls `this._send`, so the inner function is the one taken.
const rawSend = (process as unknown as { _send: (...args: unknown[]) => boolean })._send;
const apply = Reflect.apply;
const clock = performance.now.bind(performance);
const immediate = setImmediate;
const activeResources = process.getActiveResourcesInfo.bind(process);
const freeze = deepFreeze;
const toBytes = serialize;
const bytesEqual = Buffer.prototype.equals;
const latin1Slice = (Buffer.prototype as unknown as { latin1Slice: (start: number, end: number) => string })
  .latin1Slice;
/** Bytes as a string of one char per byte: a string crosses without the typed-array getters a patch could rewrite. */
const latin1 = (bytes: Buffer): string => apply(latin1Slice, bytes, [0, bytes.length]) as string;
// worker-entry.mjs's tsx import, under the key it left it: the adapter shares the modules this host loaded.
const workerImport = (globalThis as Record<symbol, unknown>)[Symbol.for('a34-verify.worker-import')] as ModuleImporter;

/** Calls name the implementation method they reach, for the failure messages. */
const CALL_NAMES: Record<Call['op'], BoundaryCall> = {
  create: 'createSystem',
  project: 'project',
  projectFrozen: 'project',
  recover: 'recover',
  run: 'runRequest',
  runBatch: 'runRequest',
};

const ref = JSON.parse(String(process.argv[2])) as AdapterRef;

// The gate's key: its first message, taken before the implementation loads, so only the host knows it. Every message
// the host sends carries it; a frame without it (the implementation wrote it to the channel's descriptor) ends the
// child.
let key = '';
let keyArrived: () => void = () => undefined;
const keyed = new Promise<void>((resolve) => {
  keyArrived = resolve;
});

/** Sends one message to the gate; a value that cannot be cloned throws here, synchronously. */
function send(message: HostMessage, then?: () => void): void {
  // No prototype: a getter the implementation puts on Object.prototype never meets the keyed message.
  apply(rawSend, process, [{ __proto__: null, ...message, key }, undefined, {}, then]);
}

// The gate's channel is listened on before any implementation code runs: calls wait here until the adapter loads.
const queued: Call[] = [];
let handle: ((call: Call) => void) | undefined;
// Under the stage bench the harness disconnects at its close and waits for this process to exit, so the CPU profile
// it asked for is written; otherwise the process is ended by its group.
if (process.env['A34_PROFILE_WORKERS'] !== undefined) process.on('disconnect', () => process.exit(0));
process.on('message', (message: Call | GateKey) => {
  if (key === '') {
    key = String((message as GateKey).key);
    keyArrived();
  } else if (handle === undefined) queued.push(message as Call);
  else handle(message as Call);
});
lockChannel();

/** The call in flight, so a signal or a native load is told against the call that made it. */
let inFlight = -1;

/**
 * A signal the implementation sends its own process, or a native library it loads (which could call exit(0)
 * where no thread can stop it), would end the gate itself: neither is delivered, each is a note of its call.
 */
function closeWaysOut(): void {
  const kill = process.kill.bind(process);
  const own = new Set([process.pid, 0, -process.pid]);
  process.kill = (pid: number, signal?: string | number): true => {
    if (!own.has(Number(pid))) return kill(pid, signal);
    const what = `process.kill(${Number(pid) === process.pid ? 'its own pid' : String(pid)}, ${String(signal ?? 'SIGTERM')})`;
    send({
      type: 'effect',
      call: inFlight,
      at: clock(),
      effect: { kind: 'note', owner: '', note: { kind: 'signal', what } },
    });
    return true;
  };
  process.dlopen = (_module: object, filename: string): void => {
    const what = `process.dlopen(${JSON.stringify(String(filename))})`;
    send({
      type: 'effect',
      call: inFlight,
      at: clock(),
      effect: { kind: 'note', owner: '', note: { kind: 'signal', what } },
    });
    throw new Error('a34-verify: native modules are not loaded inside the gate');
  };
}
closeWaysOut();

/** The gate's channel is the host's alone: a send from the implementation is dropped and noted against its call. */
function closeChannel(): void {
  const forged = (): boolean => {
    send({
      type: 'effect',
      call: inFlight,
      at: clock(),
      effect: { kind: 'note', owner: '', note: { kind: 'port', what: "process.send (the gate's channel)" } },
    });
    return false;
  };
  Object.defineProperty(process, 'send', { value: forged, writable: false, configurable: false });
  Object.defineProperty(process, '_send', { value: forged, writable: false, configurable: false });
}
closeChannel();

// An uncaught error or rejection ends the implementation: told to the gate first, so its death has a cause.
const exit = process.exit.bind(process);
process.on('uncaughtException', (error) => {
  try {
    send({ type: 'crashed', message: describeThrown(error) }, () => exit(1));
  } catch {
    exit(1);
  }
});

/** Rejections (of a run or of each run of a batch) in words that can cross: a reason may quote the lie it found. */
const wordedRejections = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(wordedRejections);
  const outcome = (value as { outcome?: { outcome?: unknown } } | null)?.outcome;
  return outcome?.outcome === 'rejected' ? cloneable(value) : value;
};

/** Sends a result; a value that cannot be cloned (a function, a Proxy) is the implementation's wrong shape. */
function sendResult(call: Call, value: unknown): void {
  try {
    try {
      send({ type: 'result', call: call.id, at: clock(), value });
    } catch {
      send({ type: 'result', call: call.id, at: clock(), value: wordedRejections(value) });
    }
  } catch (error) {
    sendThrew(call, error, true);
  }
}

/** Reports what a call threw; `uncloneable` when it was its result that could not cross the boundary. */
function sendThrew(call: Call, error: unknown, uncloneable: boolean): void {
  send({
    type: 'threw',
    call: call.id,
    callName: CALL_NAMES[call.op],
    thrown: { message: describeThrown(error), uncloneable },
  });
}

/** What each call's requests were handed: looked at again once the implementation went quiet. */
const handed = new Map<
  number,
  { identity: RequestIdentity; facts: unknown; publication: () => unknown; settled: Buffer | undefined }[]
>();

/** Sends the late look at owner data; data that no longer crosses is reported as such, never dropped. */
function witnessLate(call: number): void {
  for (const { identity, facts, publication, settled } of handed.get(call) ?? []) {
    let texts: unknown;
    try {
      texts = publication();
    } catch (error) {
      texts = [`<unreadable: ${describeThrown(error)}>`];
    }
    const late = { requestId: identity.requestId, publication: texts as readonly string[], late: true };
    try {
      const now = toBytes(facts);
      const same = settled !== undefined && apply(bytesEqual, now, [settled]) === true;
      const witness = same ? { ...late, sameAsSettled: true as const } : { ...late, factsLatin1: latin1(now) };
      send({ type: 'witness', call, witness });
    } catch {
      send({
        type: 'witness',
        call,
        witness: { ...late, facts: {}, publication: [], uncloneable: true } as unknown as WitnessMessage,
      });
    }
  }
  handed.delete(call);
}

/** Ports that report every event the moment it happens; their own arrays are the implementation's to spoil. */
function recorderFor(call: number): Recorder {
  // An event that cannot cross (a function in a wire, say) is never the implementation's to swallow: it is a note.
  const effect = (e: Effect): void => {
    try {
      send({ type: 'effect', call, at: clock(), effect: e });
    } catch (error) {
      const what = `a ${e.kind === 'provider' ? 'provider call' : `${e.kind} event`} that cannot cross to the gate (${describeThrown(error)})`;
      send({
        type: 'effect',
        call,
        at: clock(),
        effect: { kind: 'note', owner: '', note: { kind: 'uncloneable', what } },
      });
    }
  };
  class ReportingLedger extends InMemoryLedger {
    override reserve(identity: RequestIdentity): void {
      effect({
        kind: 'ledger',
        event: { type: 'reserved', requestId: identity.requestId, parentRequestId: identity.parentRequestId, identity },
      });
    }
    override recordDispatched(identity: RequestIdentity): void {
      effect({ kind: 'ledger', event: { type: 'dispatched', requestId: identity.requestId, identity } });
    }
    override onProviderRequestFailure(
      identity: RequestIdentity,
      failure: { phase: 'pre_dispatch_rejected' | 'provider_failed'; reason: string },
    ): void {
      const event = {
        type: 'failure',
        requestId: identity.requestId,
        phase: failure.phase,
        reason: String(failure.reason),
      } as const;
      effect({ kind: 'ledger', event: { ...event, identity } });
    }
    override writeReceipt(identity: RequestIdentity, writer: string): void {
      effect({
        kind: 'ledger',
        event: { type: 'receipt', requestId: identity.requestId, writer: String(writer), identity },
      });
    }
  }
  class ReportingProvider extends RecordingProvider {
    constructor(
      private readonly owner: string,
      private readonly failure: string | undefined,
    ) {
      super(failure);
    }
    override async send(wire: Parameters<RecordingProvider['send']>[0], identity: RequestIdentity): Promise<unknown> {
      effect({
        kind: 'provider',
        owner: this.owner,
        call: { requestId: identity.requestId, identity: { ...identity }, wire },
      });
      if (this.failure !== undefined) throw new Error(this.failure);
      return { ok: true };
    }
  }
  return {
    ledger: () => new ReportingLedger(),
    provider: (identity, failWith) => new ReportingProvider(identity.requestId, failWith),
    note: (note) => effect({ kind: 'note', owner: '', note }),
    witness: (identity, facts, publication, store) => {
      // The live objects, kept for the late look: a timer may still change them after the outcome.
      const later = () => store?.texts ?? publication;
      // Facts that cannot be serialised are sent as they are: the send throws, as it always has.
      let settled: Buffer | undefined;
      try {
        settled = toBytes(facts);
      } catch {
        settled = undefined;
      }
      handed.set(call, [...(handed.get(call) ?? []), { identity, facts, publication: later, settled }]);
      const seen = { requestId: identity.requestId, publication };
      send({
        type: 'witness',
        call,
        witness: settled === undefined ? { ...seen, facts } : { ...seen, factsLatin1: latin1(settled) },
      });
    },
  };
}

/** Waits until the implementation has no timer or immediate pending, bounded: what it does meanwhile is a late effect. */
async function settle(): Promise<void> {
  const until = clock() + SETTLE_WINDOW_MS;
  do await new Promise<void>((resolve) => immediate(resolve));
  while (activeResources().some((r) => r === 'Timeout' || r === 'Immediate') && clock() < until);
}

const systems = new Map<number, A34System>();

async function perform(adapter: { createSystem(): A34System }, call: Call): Promise<unknown> {
  if (call.op === 'create') {
    const system: unknown = adapter.createSystem();
    systems.set(call.system, system as A34System);
    const methods = system as Record<string, unknown> | null;
    return { missing: SYSTEM_METHODS.filter((m) => typeof methods?.[m] !== 'function') };
  }
  const system = systems.get(call.system);
  if (system === undefined) throw new Error(`no system ${call.system} in this worker`);
  switch (call.op) {
    case 'project':
      return system.project(call.facts);
    case 'projectFrozen': {
      const frozen = freeze(call.facts);
      return { facts: frozen, result: system.project(frozen) };
    }
    case 'recover':
      return system.recover(call.receipts, call.stored);
    case 'run': {
      const observation = await recordWithLie(system, call.scenario, call.options, recorderFor(call.id));
      return {
        outcome: observation.outcome,
        probe: observation.probe,
        nested: observation.nested
          ? { projection: observation.nested.projection, outcome: observation.nested.observation.outcome }
          : undefined,
      };
    }
    case 'runBatch': {
      const runs = await recordBatchOn(system, call.scenarios, call.options, recorderFor(call.id));
      return runs.map((r) =>
        r.status === 'settled'
          ? { status: 'settled', outcome: r.value.outcome, probe: r.value.probe }
          : r.status === 'threw'
            ? { status: 'threw', message: describeThrown(r.error) }
            : r,
      );
    }
  }
}

await keyed;
let adapter: { readonly name: unknown; createSystem(): A34System };
try {
  adapter = await loadModule(ref, workerImport);
} catch (error) {
  const issues = (error as { issues?: unknown }).issues;
  const message = {
    type: 'load-failed',
    issues: Array.isArray(issues)
      ? issues
      : [{ file: ref.kind === 'module' ? ref.shownAs : ref.kind, path: '$', message: describeThrown(error) }],
  };
  // Sent before the process ends: the gate names the load error, not the exit that follows it.
  send(message as HostMessage, () => process.exit(1));
  await new Promise(() => undefined);
  throw error;
}
send({ type: 'ready', name: String(adapter.name) });
handle = (call: Call) => {
  void (async () => {
    inFlight = call.id;
    try {
      sendResult(call, await perform(adapter, call));
    } catch (error) {
      sendThrew(call, error, false);
    }
    await settle();
    witnessLate(call.id);
    send({ type: 'idle', call: call.id });
  })();
};
for (const call of queued.splice(0)) handle(call);

import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { WORKER_MAX_OLD_GENERATION_MB, WORKER_MAX_YOUNG_GENERATION_MB, WORKER_START_TIMEOUT_MS } from '../limits.js';
import { AdapterLoadError } from './adapter-load-error.js';
import { type BoundaryCall, BoundaryFailure } from './boundary-failure.js';
import { describeThrown } from './describe-thrown.js';
import { ownModulePath } from './own-module.js';
import type { AdapterRef, CallBody, Effect, HostMessage, ThrownInfo, Witness } from './protocol.js';

/** An effect as the harness recorded it: `late` when it came after the call's result. */
export interface RecordedEffect {
  readonly effect: Effect;
  readonly late: boolean;
  /** Milliseconds after the result (worker clock); 0 for effects before it. */
  readonly afterMs: number;
}

/** Everything one call produced, in arrival order, kept on the harness's side only. */
export interface CallRecord {
  readonly value: unknown;
  readonly thrown: ThrownInfo | undefined;
  readonly effects: readonly RecordedEffect[];
  readonly witnesses: readonly Witness[];
  /** Effects of earlier calls that arrived after those calls were done. */
  readonly stray: readonly RecordedEffect[];
}

interface Pending {
  readonly name: BoundaryCall;
  readonly effects: RecordedEffect[];
  readonly witnesses: Witness[];
  result: { value: unknown; at: number } | undefined;
  thrown: ThrownInfo | undefined;
  readonly resolve: (record: CallRecord) => void;
  readonly reject: (error: unknown) => void;
  readonly timer: NodeJS.Timeout;
}

/** How the worker was lost, said for the call that was running (or the next one). */
type LostBecause = (call: BoundaryCall) => BoundaryFailure;

const ENTRY = ownModulePath('src/harness/isolation/worker-entry.mjs', import.meta.url);

/**
 * One worker thread hosting one implementation. The harness keeps every record: the worker only
 * reports. Exit, crash, out of memory and hangs end the worker and fail the calls it was running.
 */
export class ImplementationWorker {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly pending = new Map<number, Pending>();
  private stray: RecordedEffect[] = [];
  private nextId = 0;
  private crash: string | undefined;
  /** Set once the worker is gone; every later call fails with it. */
  lost: LostBecause | undefined;
  /** Resolves with the adapter's name once it loaded. */
  readonly ready: Promise<string>;

  constructor(ref: AdapterRef) {
    this.worker = new Worker(ENTRY, {
      workerData: { ref },
      resourceLimits: {
        maxOldGenerationSizeMb: WORKER_MAX_OLD_GENERATION_MB,
        maxYoungGenerationSizeMb: WORKER_MAX_YOUNG_GENERATION_MB,
      },
      stdout: true,
      stderr: true,
    });
    // What the implementation prints is not the harness's output.
    this.worker.stdout.resume();
    this.worker.stderr.resume();
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker.postMessage({ port: port2 }, [port2]);
    this.ready = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => this.hang(() => `did not finish loading within ${WORKER_START_TIMEOUT_MS} ms`),
        WORKER_START_TIMEOUT_MS,
      );
      this.port.on('message', (m: HostMessage) => {
        if (m.type === 'ready') resolve(m.name);
        else if (m.type === 'load-failed') reject(new AdapterLoadError(m.issues));
        else this.receive(m);
        if (m.type === 'ready' || m.type === 'load-failed') clearTimeout(timer);
      });
      this.worker.on('error', (error) => {
        const oom = (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
        this.crash = oom ? `ran out of memory (heap limit ${WORKER_MAX_OLD_GENERATION_MB} MB)` : describeThrown(error);
      });
      this.worker.on('exit', (code) => {
        clearTimeout(timer);
        const crash = this.crash;
        this.end((call) =>
          crash !== undefined
            ? new BoundaryFailure(
                'crash',
                call,
                crash.startsWith('ran out of memory')
                  ? `the implementation ${crash.replace('ran out of memory', `ran out of memory during ${call}`)}`
                  : `the implementation crashed during ${call}: ${crash}`,
                true,
              )
            : new BoundaryFailure('exit', call, `the implementation exited with code ${code} during ${call}`, true),
        );
        reject(this.lost?.('import'));
      });
    });
    // Failures reach callers through `call`; an unobserved rejection here must not end the harness.
    this.ready.catch(() => undefined);
    this.worker.unref();
    this.port.unref();
  }

  /** Sends one call and waits for its result and the implementation to go idle, within `timeoutMs`. */
  async call(body: CallBody, name: BoundaryCall, timeoutMs: number): Promise<CallRecord> {
    await this.ready;
    if (this.lost !== undefined) throw this.lost(name);
    const id = ++this.nextId;
    return new Promise<CallRecord>((resolve, reject) => {
      const timer = setTimeout(
        () => this.hang((call) => `did not settle within ${timeoutMs} ms during ${call}`),
        timeoutMs,
      );
      this.pending.set(id, {
        name,
        effects: [],
        witnesses: [],
        result: undefined,
        thrown: undefined,
        resolve,
        reject,
        timer,
      });
      this.port.postMessage({ ...body, id });
    });
  }

  /** Ends the worker: the calls it was running fail with the reason, and so does every later one. */
  end(because: LostBecause): void {
    if (this.lost !== undefined) return;
    this.lost = (call) => {
      const failure = because(call);
      return new BoundaryFailure(failure.finding.code, call, failure.message, true);
    };
    for (const [, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(because(p.name));
    }
    this.pending.clear();
    void this.worker.terminate();
  }

  /** Ends the worker as hung; `didNot` says what the implementation did not finish in the call it was in. */
  private hang(didNot: (call: BoundaryCall) => string): void {
    this.end((call) => new BoundaryFailure('hang', call, `the implementation ${didNot(call)}`, true));
  }

  private receive(m: Exclude<HostMessage, { type: 'ready' | 'load-failed' }>): void {
    const p = this.pending.get(m.call);
    if (m.type === 'effect') {
      const late = p === undefined || p.result !== undefined || p.thrown !== undefined;
      const afterMs = p?.result !== undefined ? m.at - p.result.at : 0;
      (p === undefined ? this.stray : p.effects).push({ effect: m.effect, late, afterMs });
      return;
    }
    if (p === undefined) return;
    if (m.type === 'witness') p.witnesses.push(m.witness);
    else if (m.type === 'result') p.result = { value: m.value, at: m.at };
    else if (m.type === 'threw') p.thrown = m.thrown;
    else {
      clearTimeout(p.timer);
      this.pending.delete(m.call);
      const stray = this.stray;
      this.stray = [];
      p.resolve({ value: p.result?.value, thrown: p.thrown, effects: p.effects, witnesses: p.witnesses, stray });
    }
  }
}

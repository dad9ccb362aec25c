import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { deserialize } from 'node:v8';
import { WORKER_MAX_OLD_GENERATION_MB, WORKER_START_TIMEOUT_MS } from '../limits.js';
import { checkScope } from '../check-scope.js';
import { AdapterLoadError } from './adapter-load-error.js';
import { type BoundaryCall, BoundaryFailure } from './boundary-failure.js';
import { ownModulePath } from './own-module.js';
import { ChildrenOf, endGroup, type Reaper, reaperOf, strayProcesses } from './process-group.js';
import type {
  AdapterRef,
  CallBody,
  Effect,
  GateKey,
  HostMessage,
  ThrownInfo,
  Witness,
  WitnessMessage,
} from './protocol.js';

/** An effect as the harness recorded it: `late` when it came after the call's result. */
export interface RecordedEffect {
  readonly effect: Effect;
  readonly late: boolean;
  /** Milliseconds after the result (worker clock); 0 for effects before it. */
  readonly afterMs: number;
  /** For an effect of a call already done: which call that was, when the gate still knows it. */
  readonly from?: CallOrigin;
}

/** A call the gate made: which one, and for which check (a property or RED case id) when one was running. */
export interface CallOrigin {
  readonly call: BoundaryCall;
  readonly check: string | undefined;
}

/** `runRequest of check parity.x`: how a finding names the earlier call an effect came from. */
export const originText = (origin: CallOrigin | undefined): string =>
  origin === undefined
    ? 'an earlier call'
    : `${origin.call}${origin.check === undefined ? '' : ` of check ${origin.check}`}`;

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
  readonly check: string | undefined;
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

const FINISHED_NAMES_KEPT = 1_024;

/**
 * Set by the stage bench (bench/stages-main.ts) to a folder: each implementation process writes a CPU profile
 * there, and `retire` lets it exit by itself, since a killed process writes none.
 */
const PROFILE_DIR = process.env['A34_PROFILE_WORKERS'];
const PROFILE_FLAGS = PROFILE_DIR === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`];

const ENTRY = ownModulePath('src/harness/isolation/worker-entry.mjs', import.meta.url);

/** The end of what the implementation wrote to stderr, kept to tell out-of-memory from other deaths. */
const STDERR_TAIL_CHARS = 4_096;
/** How long a dead child's last messages may take to arrive before its death is named. */
const LAST_WORDS_MS = 200;

/**
 * The groups this thread leads, ended when it exits normally: at once, before the harness's exit returns, where
 * their reapers would end them a moment later.
 */
const LIVE = new Map<number, Reaper>();
process.once('exit', () => {
  for (const pgid of [...LIVE.keys()]) ended(pgid);
});
/** Ends a group this thread leads, once: a later call (the child's exit, then the source's close) finds it gone. */
function ended(pgid: number): void {
  const reaper = LIVE.get(pgid);
  if (reaper === undefined) return;
  LIVE.delete(pgid);
  reaper.disarm();
  endGroup(pgid);
}

/** Facts no reading can make sense of: compared with any facts, they differ. */
const UNREADABLE_FACTS = { '<unreadable witness>': true };

/**
 * A witness with its facts read back: from their bytes, or, for a late look that found them unchanged, the facts the
 * same request's first look carried. Bytes that do not read (only a process that forged them sends such) are a change.
 */
function witnessRead(m: WitnessMessage, earlier: readonly Witness[]): Witness {
  const { factsLatin1, sameAsSettled, ...rest } = m as WitnessMessage & {
    factsLatin1?: string;
    sameAsSettled?: true;
  };
  if (sameAsSettled === true) {
    const first = earlier.find((w) => w.requestId === m.requestId && w.late !== true);
    return { ...rest, facts: (first?.facts ?? UNREADABLE_FACTS) as Witness['facts'] };
  }
  if (factsLatin1 === undefined) return m as Witness;
  let facts: unknown;
  try {
    facts = deserialize(Buffer.from(factsLatin1, 'latin1'));
  } catch {
    facts = UNREADABLE_FACTS;
  }
  return { ...rest, facts: facts as Witness['facts'] };
}

/** Why a child that is gone died, in the words of the call it was running. */
function deathOf(code: number | null, signal: NodeJS.Signals | null, crash: string | undefined, stderr: string) {
  const oom = /heap out of memory|Reached heap limit|Allocation failed/.test(stderr);
  return (call: BoundaryCall): BoundaryFailure => {
    if (oom)
      return new BoundaryFailure(
        'crash',
        call,
        `the implementation ran out of memory during ${call} (heap limit ${WORKER_MAX_OLD_GENERATION_MB} MB)`,
        true,
      );
    if (crash !== undefined)
      return new BoundaryFailure('crash', call, `the implementation crashed during ${call}: ${crash}`, true);
    if (signal !== null)
      return new BoundaryFailure(
        'exit',
        call,
        `the implementation's process was ended by ${signal} during ${call} (a signal it sent itself, or its own death)`,
        true,
      );
    return new BoundaryFailure('exit', call, `the implementation exited with code ${code} during ${call}`, true);
  };
}

/**
 * One child process hosting one implementation, leading its own process group. The harness keeps every record:
 * the child only reports. Exit, crash, out of memory, signals and hangs end the group and fail the calls it was
 * running; a process the implementation leaves alive after a call is a note of that call, and is ended.
 */
export class ImplementationWorker {
  private readonly child: ChildProcess;
  /** The child's own children, looked at after every call. */
  private readonly children: ChildrenOf | undefined;
  private readonly pending = new Map<number, Pending>();
  private stray: RecordedEffect[] = [];
  /** The names of finished calls by id, so an effect arriving after its call names that call. */
  private readonly finished = new Map<number, CallOrigin>();
  private nextId = 0;
  private crash: string | undefined;
  private stderr = '';
  /** Sent to the host before the implementation loads; a message without it was not the host's. */
  private readonly key = randomUUID();
  /** Set once the child is gone; every later call fails with it. */
  lost: LostBecause | undefined;
  /** Resolves with the adapter's name once it loaded. */
  readonly ready: Promise<string>;

  constructor(ref: AdapterRef) {
    this.child = fork(ENTRY, [JSON.stringify(ref)], {
      serialization: 'advanced',
      detached: true,
      // Only the heap limit: the gate's own flags (a tsx loader, an inspector) are not the implementation's.
      execArgv: [`--max-old-space-size=${WORKER_MAX_OLD_GENERATION_MB}`, ...PROFILE_FLAGS],
      // What the implementation prints is not the harness's output.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const pgid = this.child.pid;
    this.children = pgid === undefined ? undefined : new ChildrenOf(pgid);
    if (pgid !== undefined) LIVE.set(pgid, reaperOf(pgid));
    const stdout = this.child.stdout as Readable & { unref?: () => void };
    const stderr = this.child.stderr as Readable & { unref?: () => void };
    stdout.resume();
    stderr.setEncoding('latin1');
    stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    this.ready = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => this.hang(() => `did not finish loading within ${WORKER_START_TIMEOUT_MS} ms`),
        WORKER_START_TIMEOUT_MS,
      );
      this.child.on('message', (m: HostMessage & { readonly key?: unknown }) => {
        if (m?.key !== this.key) return this.forged();
        if (m.type === 'ready') resolve(m.name);
        else if (m.type === 'load-failed') reject(new AdapterLoadError(m.issues));
        else if (m.type === 'crashed') this.crash = m.message;
        else this.receive(m);
        if (m.type === 'ready' || m.type === 'load-failed') clearTimeout(timer);
      });
      this.child.on('error', (error) => {
        this.crash ??= error.message;
      });
      this.child.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (pgid !== undefined) ended(pgid);
        // Its last messages (a crash report, a result) may still be in the channel: named once they are read.
        let named = false;
        const name = (): void => {
          if (named) return;
          named = true;
          this.end(deathOf(code, signal, this.crash, this.stderr));
          reject(this.lost?.('import'));
        };
        if (!this.child.connected) name();
        else {
          this.child.once('disconnect', name);
          setTimeout(name, LAST_WORDS_MS).unref();
        }
      });
    });
    const key: GateKey = { key: this.key };
    this.child.send(key, () => undefined);
    // Failures reach callers through `call`; an unobserved rejection here must not end the harness.
    this.ready.catch(() => undefined);
    this.child.unref();
    this.child.channel?.unref();
    stdout.unref?.();
    stderr.unref?.();
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
        check: checkScope.getStore(),
        effects: [],
        witnesses: [],
        result: undefined,
        thrown: undefined,
        resolve,
        reject,
        timer,
      });
      // A child already gone fails this call with the cause of its death once the exit is named, not here.
      try {
        this.child.send({ ...body, id }, () => undefined);
      } catch {}
    });
  }

  /** Ends an idle worker at the harness's close; under the stage bench it first lets the process exit and profile. */
  async retire(because: LostBecause): Promise<void> {
    if (PROFILE_DIR !== undefined && this.lost === undefined && this.child.connected) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.disconnect();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    }
    this.end(because);
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
    this.children?.close();
    if (this.child.pid !== undefined) ended(this.child.pid);
  }

  /** Ends the worker as hung; `didNot` says what the implementation did not finish in the call it was in. */
  private hang(didNot: (call: BoundaryCall) => string): void {
    this.end((call) => new BoundaryFailure('hang', call, `the implementation ${didNot(call)}`, true));
  }

  /**
   * Processes the implementation left alive once a call went idle (its own group, and any direct child that left
   * it), each a note of the call, then ended: none outlives its call, and the next call starts clean.
   */
  private strays(): Effect[] {
    const host = this.child.pid;
    const children = this.children?.now() ?? [];
    if (host === undefined || children.length === 0) return [];
    return strayProcesses(host, host, children).map(({ pid, command }) => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      return {
        kind: 'note',
        owner: '',
        note: { kind: 'stray-process', what: `pid ${pid} (${command}) still running after the call returned` },
      };
    });
  }

  /**
   * A message without the gate's key: the implementation wrote it to the channel's descriptor itself. Nothing the
   * channel carries can be trusted after that, so the worker ends, and the call it was running fails (or the next).
   */
  private forged(): void {
    this.end(
      (call) =>
        new BoundaryFailure(
          'port',
          call,
          `the implementation wrote a message to the gate's channel itself during ${call} (one the host did not send)`,
          true,
        ),
    );
  }

  private receive(m: Exclude<HostMessage, { type: 'ready' | 'load-failed' | 'crashed' }>): void {
    const p = this.pending.get(m.call);
    if (m.type === 'effect') {
      const late = p === undefined || p.result !== undefined || p.thrown !== undefined;
      const afterMs = p?.result !== undefined ? m.at - p.result.at : 0;
      const from = p === undefined ? this.finished.get(m.call) : undefined;
      (p === undefined ? this.stray : p.effects).push({ effect: m.effect, late, afterMs, ...(from ? { from } : {}) });
      return;
    }
    if (p === undefined) return;
    if (m.type === 'witness') p.witnesses.push(witnessRead(m.witness, p.witnesses));
    else if (m.type === 'result') p.result = { value: m.value, at: m.at };
    else if (m.type === 'threw') p.thrown = m.thrown;
    else {
      clearTimeout(p.timer);
      this.pending.delete(m.call);
      this.finished.set(m.call, { call: p.name, check: p.check });
      // Only recent calls can still be the source of a stray effect; the oldest name is forgotten first.
      if (this.finished.size > FINISHED_NAMES_KEPT) this.finished.delete(this.finished.keys().next().value as number);
      for (const effect of this.strays()) p.effects.push({ effect, late: true, afterMs: 0 });
      const stray = this.stray;
      this.stray = [];
      p.resolve({ value: p.result?.value, thrown: p.thrown, effects: p.effects, witnesses: p.witnesses, stray });
    }
  }
}

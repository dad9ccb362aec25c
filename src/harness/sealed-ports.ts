import type { InMemoryLedger } from '../reference/ports/memory-ledger.js';
import type { RecordingProvider } from '../reference/ports/memory-provider.js';

/** Something the implementation did to what the harness handed it, reported by the boundary, never dropped. */
export interface BoundaryNote {
  /**
   * `signal`: it signalled its own process or loaded a native library; the gate delivered neither.
   * `stray-process`: a process it started was still alive when its call was done (the gate ended it).
   * `uncloneable`: it handed a port data that cannot cross the boundary, so the event could not be recorded.
   */
  readonly kind: 'port' | 'settled-twice' | 'signal' | 'stray-process' | 'uncloneable';
  readonly what: string;
}

// Taken when this module loads, before any implementation code: what it patches later changes nothing here.
const { create, freeze, defineProperty } = Object;
const bindTo = Function.prototype.bind;
const apply = Reflect.apply;

const TRAPS = ['set', 'defineProperty', 'deleteProperty', 'setPrototypeOf'] as const;

/**
 * A port as a frozen set of own functions on a null prototype, each bound to the real port when made. A patched
 * prototype or a replaced method reaches nothing the harness records through, and the attempt is a note.
 */
function sealPort<T extends object>(
  name: string,
  real: T,
  methods: readonly (keyof T & string)[],
  note: (n: BoundaryNote) => void,
): T {
  const own = create(null) as Record<string, unknown>;
  for (const method of methods) {
    const fn = freeze(apply(bindTo, real[method], [real]) as object);
    defineProperty(own, method, { value: fn, enumerable: true });
  }
  freeze(own);
  const attempt = (trap: string) => (_target: object, key?: PropertyKey) => {
    note({ kind: 'port', what: `${trap} on the ${name} port${key === undefined ? '' : ` (${String(key)})`}` });
    return false;
  };
  return new Proxy(own, Object.fromEntries(TRAPS.map((trap) => [trap, attempt(trap)]))) as T;
}

/** The ledger and provider ports an implementation receives. */
export function sealPorts(
  ledger: InMemoryLedger,
  provider: RecordingProvider,
  note: (n: BoundaryNote) => void,
): { ledger: InMemoryLedger; provider: RecordingProvider } {
  return {
    ledger: sealPort('ledger', ledger, ['recordDispatched', 'onProviderRequestFailure', 'writeReceipt'], note),
    provider: sealPort('provider', provider, ['send'], note),
  };
}

/**
 * Awaits what runRequest returned by calling its `then` directly: a thenable that calls back a second time
 * (contradicting its first answer, say) is a note, where `await` would hide it.
 */
export function settledOnce<T>(value: T | PromiseLike<T>, note: (n: BoundaryNote) => void): Promise<T> {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return Promise.resolve(value);
  let then: unknown;
  try {
    then = (value as { then?: unknown }).then;
  } catch (error) {
    return Promise.reject(error);
  }
  if (typeof then !== 'function') return Promise.resolve(value as T);
  return new Promise<T>((resolve, reject) => {
    let calls = 0;
    const once =
      (settle: (v: never) => void, how: string) =>
      (v: never): void => {
        calls++;
        if (calls === 1) settle(v);
        else note({ kind: 'settled-twice', what: `runRequest's result called back ${calls} times (this one ${how})` });
      };
    try {
      apply(then, value, [
        once(resolve as (v: never) => void, 'fulfilled'),
        once(reject as (v: never) => void, 'rejected'),
      ]);
    } catch (error) {
      if (calls === 0) reject(error);
    }
  });
}

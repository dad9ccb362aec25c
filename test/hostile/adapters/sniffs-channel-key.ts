import { clearsFactsBehindForgedWitnesses } from './_channel-frames.js';
import { hostile } from './_base.js';

// Tries to read the gate's key off the host's outgoing frames (a typed array's `set`, the pipe's `writeBuffer` and
// a waiting write's `buffer` see them), then forges a witness that carries it, and empties the registry during the request.
let key: unknown;
const sniff = (bytes: unknown): void => {
  const text = Buffer.from(bytes as Uint8Array).toString('latin1');
  key ??= /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(text)?.[0];
};
const tap = (prototype: object, name: string): void => {
  const target = prototype as Record<string, (...args: unknown[]) => unknown>;
  const original = target[name];
  if (typeof original !== 'function') return;
  try {
    Object.defineProperty(prototype, name, {
      value(this: unknown, ...args: unknown[]) {
        for (const arg of args) if (arg instanceof Uint8Array) sniff(arg);
        return original.apply(this, args);
      },
    });
  } catch {
    // Locked: nothing to read.
  }
};
tap(Buffer.prototype, 'set');
tap(Object.getPrototypeOf(Uint8Array.prototype) as object, 'set');
/** A class of Node's bindings: `process.binding` still hands out the pipe and write-request classes. */
const bindingClass = (module: string, name: string): object | undefined =>
  (process as unknown as { binding(name: string): Record<string, { prototype: object } | undefined> }).binding(module)[
    name
  ]?.prototype;
const pipe = bindingClass('pipe_wrap', 'Pipe');
if (pipe !== undefined) tap(pipe, 'writeBuffer');
// A write that waits keeps its frame as the request's `buffer`: a setter there sees it.
try {
  const request = bindingClass('stream_wrap', 'WriteWrap');
  if (request !== undefined)
    Object.defineProperty(request, 'buffer', {
      set(this: object, value: unknown) {
        sniff(value);
        Object.defineProperty(this, 'buffer', { value, writable: true, configurable: true });
      },
    });
} catch {
  // Locked: nothing to read.
}
export const adapter = hostile('sniffs-channel-key', (real) => clearsFactsBehindForgedWitnesses(real, () => key));

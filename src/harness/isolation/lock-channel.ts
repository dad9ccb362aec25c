import v8 from 'node:v8';

const { defineProperty, freeze, getOwnPropertyDescriptor, getPrototypeOf } = Object;

/**
 * Fixes `name` on every prototype a lookup from `start` passes, up to the one that holds it, to what it resolves to
 * now: a later write or definition on any of them (a patch, or a shadow nearer the instance) does not take.
 */
function pinAlong(start: object, name: string): void {
  for (let at: object | null = start; at !== null; at = getPrototypeOf(at) as object | null) {
    const own = getOwnPropertyDescriptor(at, name);
    const value: unknown = own !== undefined && 'value' in own ? own.value : (start as Record<string, unknown>)[name];
    defineProperty(at, name, { value, writable: false, configurable: false, enumerable: own?.enumerable ?? false });
    if (own !== undefined) return;
  }
}

/** The pipe handle class, from the one binding that names it (Node keeps the channel's own handle private). */
function pipeHandlePrototype(): object | undefined {
  const binding = (process as unknown as { binding(name: string): { Pipe?: { prototype: object } } }).binding;
  return binding.call(process, 'pipe_wrap').Pipe?.prototype;
}

/**
 * Locks the way the host's messages leave, before the implementation loads. Node's channel writes a message with
 * v8's serialiser, sets the frame's length with a typed array's `set` and writes it with the pipe's `writeBuffer`,
 * each looked up when it runs: an implementation that patched one could rewrite every witness the host sends, or read
 * the gate's key off the frames and forge messages of its own. The serialisers' prototypes are frozen; the two
 * methods are pinned on every prototype a lookup passes, so neither a patch nor a shadowing definition takes.
 */
export function lockChannel(): void {
  for (const serialiser of [v8.Serializer, v8.Deserializer, v8.DefaultSerializer, v8.DefaultDeserializer])
    freeze(serialiser.prototype);
  pinAlong(Buffer.prototype, 'set');
  const pipe = pipeHandlePrototype();
  if (pipe !== undefined) pinAlong(pipe, 'writeBuffer');
}

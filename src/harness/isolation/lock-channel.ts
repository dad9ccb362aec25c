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

/**
 * Makes an assignment of `name` on an instance an own data property of that instance, as a plain assignment is,
 * whatever a prototype above later defines: no setter of the implementation's sees the value.
 */
function plainAssignment(prototype: object, name: string): void {
  defineProperty(prototype, name, {
    configurable: false,
    enumerable: false,
    get: () => undefined,
    set(this: object, value: unknown) {
      defineProperty(this, name, { value, writable: true, enumerable: true, configurable: true });
    },
  });
}

/** A class of Node's bindings by name (Node keeps the channel's own handle and write requests private). */
function bindingPrototype(module: string, name: string): object | undefined {
  const binding = (process as unknown as { binding(name: string): Record<string, { prototype: object } | undefined> })
    .binding;
  return binding.call(process, module)[name]?.prototype;
}

/**
 * Locks the way the host's messages leave, before the implementation loads. Node's channel writes a message with
 * v8's serialiser, sets the frame's length with a typed array's `set`, writes it with the pipe's `writeBuffer` and,
 * when the write waits, keeps the frame as its write request's `buffer`, each looked up when it runs: an
 * implementation that patched one could rewrite every witness the host sends, or read the gate's key off the frames
 * and forge messages of its own. The serialisers' prototypes are frozen; the two methods are pinned on every prototype
 * a lookup passes, so neither a patch nor a shadowing definition takes; `buffer` is assigned as plain data.
 */
export function lockChannel(): void {
  for (const serialiser of [v8.Serializer, v8.Deserializer, v8.DefaultSerializer, v8.DefaultDeserializer])
    freeze(serialiser.prototype);
  pinAlong(Buffer.prototype, 'set');
  const pipe = bindingPrototype('pipe_wrap', 'Pipe');
  if (pipe !== undefined) pinAlong(pipe, 'writeBuffer');
  const writeRequest = bindingPrototype('stream_wrap', 'WriteWrap');
  if (writeRequest !== undefined) plainAssignment(writeRequest, 'buffer');
}

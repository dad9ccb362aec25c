import v8 from 'node:v8';
import { hostile } from './_base.js';

// Patches the serialiser the host's witnesses and Node's channel both use, so the live facts are written as the
// pristine copy it kept; then empties the registry a tick after answering (as clears-facts-later does).
const pristine = new WeakMap<object, unknown>();
for (const prototype of [v8.Serializer.prototype, v8.DefaultSerializer.prototype]) {
  const patched = prototype as unknown as { writeValue(value: unknown): boolean };
  const original = patched.writeValue;
  try {
    patched.writeValue = function (this: unknown, value: unknown): boolean {
      const swap = typeof value === 'object' && value !== null ? pristine.get(value) : undefined;
      return original.call(this, swap ?? value);
    };
  } catch {
    // A locked prototype: the attack goes on without its cover.
  }
}
export const adapter = hostile('patches-serializer', (real) => ({
  runRequest: async (input, ports) => {
    pristine.set(input.facts, structuredClone(input.facts));
    const outcome = await real.runRequest(input, ports);
    setTimeout(() => {
      for (const connection of input.facts.registry.connections) connection.tools.length = 0;
    }, 0);
    return outcome;
  },
}));

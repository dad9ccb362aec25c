import { wireFromBytes } from '../../reference/wire/codec.js';
import type { WireEncoder } from '../../reference/wire/encoder.js';

/**
 * The reference encoder, except that a list it cannot write (a tool that is no object, a name that is no string)
 * still goes to the guard, as the list it is: in the guard-backed pipeline nothing compared the list before the
 * encoding, and the guard is what refuses it, on the bytes. An encodable list is encoded exactly as the reference's.
 */
export function lenientEncoder(encoder: WireEncoder): WireEncoder {
  return {
    ...encoder,
    encode(tools, summary) {
      try {
        return encoder.encode(tools, summary);
      } catch {
        const system = encoder.encode([], summary).body;
        return wireFromBytes(encoder.provider, JSON.stringify({ tools, ...system }), {});
      }
    },
  };
}

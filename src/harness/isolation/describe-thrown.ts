import { MESSAGE_KEEP_CHARS } from '../limits.js';

/** Cuts a message to what a report keeps, saying how much was cut. */
export function capMessage(text: string, keep: number = MESSAGE_KEEP_CHARS): string {
  return text.length <= keep ? text : `${text.slice(0, keep)}… (${text.length - keep} more characters cut)`;
}

/**
 * A thrown value in words, without trusting it: a revoked Proxy, a getter that throws, an object
 * without a prototype, a message that is not a string or is 50 MB long all come out as a short line.
 */
export function describeThrown(value: unknown): string {
  try {
    if (value instanceof Error) {
      const message: unknown = value.message;
      const text = typeof message === 'string' ? message : `(an Error whose message is a ${typeof message})`;
      return capMessage(`${value.name}: ${text}`);
    }
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return capMessage(String(value));
    return capMessage(`a thrown ${Array.isArray(value) ? 'array' : typeof value}: ${JSON.stringify(value) ?? '?'}`);
  } catch {
    return 'a thrown value that cannot be read (a revoked Proxy, a throwing getter, a cyclic or prototype-less object)';
  }
}

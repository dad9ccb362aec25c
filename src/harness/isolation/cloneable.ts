import { types } from 'node:util';

/** Deepest a diagnostic copy goes: a reason's values are for reading, not for replay. */
const MAX_DEPTH = 64;

/**
 * A copy of a value that can cross to the harness: functions, symbols and Proxies become words,
 * unreadable properties are named as such, cycles stay cycles. For diagnostics (a rejection's
 * difference may hold the lie it found), never for a result the contract judges by value.
 */
export function cloneable(value: unknown, seen: Map<object, unknown> = new Map(), depth = 0): unknown {
  if (typeof value === 'function') return '[function]';
  if (typeof value === 'symbol') return `[${String(value)}]`;
  if (value === null || typeof value !== 'object') return value;
  if (types.isProxy(value)) return '[Proxy]';
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (depth >= MAX_DEPTH) return '[too deep]';
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  seen.set(value, copy);
  for (const key of Object.keys(value)) {
    let item: unknown;
    try {
      item = (value as Record<string, unknown>)[key];
    } catch {
      item = '[unreadable]';
    }
    (copy as Record<string, unknown>)[key] = cloneable(item, seen, depth + 1);
  }
  return copy;
}

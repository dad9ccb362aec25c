import { jsonPrefix } from '../json/json-prefix.js';
import type { ParityDifference } from '../model/index.js';

const SHOWN_CHARS = 120;

const show = (value: unknown): string => {
  const text = typeof value === 'string' && value.startsWith('<') ? value : jsonPrefix(value, SHOWN_CHARS);
  return text === undefined ? String(value) : text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 3)}...` : text;
};

/** One line a person can read: where, what was expected, what was found. */
export const describeDifference = (d: ParityDifference): string =>
  `${d.field === 'entrySummary' ? 'entry summary' : `tool #${d.toolIndex} ${d.field}`} at ${d.path}: ${d.reason} (expected ${show(d.expected)}, actual ${show(d.actual)})`;

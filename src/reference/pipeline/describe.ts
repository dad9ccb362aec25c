import type { ParityDifference } from '../model/index.js';

const show = (value: unknown): string => {
  const text = typeof value === 'string' && value.startsWith('<') ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** One line a person can read: where, what was expected, what was found. */
export const describeDifference = (d: ParityDifference): string =>
  `${d.field === 'entrySummary' ? 'entry summary' : `tool #${d.toolIndex} ${d.field}`} at ${d.path}: ${d.reason} (expected ${show(d.expected)}, actual ${show(d.actual)})`;

import type { JsonValue } from './json.js';

/**
 * Which part of a descriptor differs; `tool` when a whole tool is missing or extra, `surface` when the list itself
 * is unreadable, `entrySummary` when the difference is in the Entry summary's lines (then `toolIndex` is -1).
 */
export const DIFFERENCE_FIELDS = [
  'surface',
  'tool',
  'name',
  'description',
  'inputSchema',
  'annotations',
  'entrySummary',
  'other',
] as const;
export type DifferenceField = (typeof DIFFERENCE_FIELDS)[number];

/** The first difference between expected and actual logical surfaces, in walk order. */
export interface ParityDifference {
  readonly toolIndex: number;
  readonly field: DifferenceField;
  /** JSONPath-like location, e.g. `$[2].inputSchema.properties.q.type`. */
  readonly path: string;
  readonly expected: JsonValue | '<absent>';
  readonly actual: JsonValue | '<absent>' | '<unreadable>';
  readonly reason: string;
}

export type ParityVerdict = { readonly equal: true } | { readonly equal: false; readonly difference: ParityDifference };

/** Capacity shortfall: named explicitly, never resolved by silently dropping tools. */
export interface CapacityFailure {
  readonly kind: 'capacity';
  readonly needed: readonly string[];
  readonly capacity: number;
}

/** Every stage a rejection can name: the one list the schemas, coverage causes and reports derive from. */
export const REJECTION_STAGES = ['early', 'final', 'capacity', 'preparation'] as const;
export type RejectionStage = (typeof REJECTION_STAGES)[number];

/** Why one request's preparation was rejected. Findings are data; reports render them. */
export interface RejectionReason {
  readonly stage: RejectionStage;
  readonly message: string;
  readonly difference?: ParityDifference;
  readonly capacity?: CapacityFailure;
}

import type { JsonValue } from '../../reference/model/index.js';

/** Which part of the logical list a finding is about. */
export type FindingField = 'tool' | 'name' | 'description' | 'inputSchema' | 'entry' | 'request';

/** What happened to it. */
export type FindingChange =
  | 'removed'
  | 'added'
  | 'changed'
  | 'retyped'
  | 'reordered'
  | 'merged'
  | 'grammar'
  | 'unreadable'
  | 'missing'
  | 'leaked'
  | 'undetected'
  | 'errored'
  /** A tool the server changed (and announced with `list_changed`) went out as it was before. */
  | 'stale';

/** One deviation between the logical list and what a request carries: data, rendered by whoever reports it. */
export interface WireFinding {
  /** `field.change[:keyword]`: what expected-finding files name. */
  readonly code: string;
  readonly field: FindingField;
  readonly change: FindingChange;
  /** The schema keyword (or entry key) that changed, when there is one. */
  readonly keyword?: string;
  readonly toolIndex: number;
  /** Logical name of the tool concerned ('' for list-level findings). */
  readonly tool: string;
  /** JSON path into the logical list, e.g. `$[0].inputSchema.properties.x.format`. */
  readonly path: string;
  readonly expected: JsonValue | '<absent>';
  readonly actual: JsonValue | '<absent>';
  readonly reason: string;
  /** The profile rule that declares this change legitimate; absent when nothing does. */
  readonly acceptedBy?: string;
}

type Parts = Omit<WireFinding, 'code'>;

/** Builds a finding with its code derived from field, change and keyword. */
export function finding(parts: Parts): WireFinding {
  const code = `${parts.field}.${parts.change}${parts.keyword === undefined ? '' : `:${parts.keyword}`}`;
  return { code, ...parts };
}

/** A finding about the request as a whole (unreadable, missing, errored): no tool, no values to compare. */
export function requestFinding(change: FindingChange, reason: string, keyword?: string): WireFinding {
  return finding({
    field: 'request',
    change,
    ...(keyword === undefined ? {} : { keyword }),
    toolIndex: 0,
    tool: '',
    path: '$',
    expected: '<absent>',
    actual: '<absent>',
    reason,
  });
}

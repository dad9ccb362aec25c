import type { JsonValue } from '../../src/index.js';

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
  | 'errored';

/** One deviation between the logical list and the wire: data, rendered by the reports. */
export interface Finding {
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
}

type Parts = Omit<Finding, 'code'>;

/** Builds a finding with its code derived from field, change and keyword. */
export function finding(parts: Parts): Finding {
  const code = `${parts.field}.${parts.change}${parts.keyword === undefined ? '' : `:${parts.keyword}`}`;
  return { code, ...parts };
}

/** Keeps the first finding of each code: one counterexample per kind of deviation is enough to report. */
export function firstOfEachCode(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    if (seen.has(f.code)) return false;
    seen.add(f.code);
    return true;
  });
}

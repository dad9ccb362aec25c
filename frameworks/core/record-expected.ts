import type { ExpectedFinding } from '../../src/frameworks/expected.js';
import type { Finding } from '../../src/frameworks/finding.js';

/** The path pattern a recorded finding gets: the field's place in any tool, not this one counterexample's path. */
export function pathPatternFor(f: Finding): string {
  if (f.path === '$') return '^\\$$';
  if (f.field === 'inputSchema') return '^\\$\\[\\d+\\]\\.inputSchema';
  // A stale tool's path names the field that changed: any tool, that field.
  if (f.change === 'stale')
    return `^\\$\\[\\d+\\]${f.path.replace(/^\$\[\d+\]/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
  if (f.field === 'tool') return '^\\$\\[\\d+\\]$';
  return `^\\$\\[\\d+\\]`;
}

/**
 * A draft expected-finding file for a new finding; a reviewer fills in the issue and the note. A streaming
 * finding whose plain-call twin (same target, same code under wire-fidelity) is recorded takes the twin's
 * issue and note: the streaming call sent the same change.
 */
export function suggestExpected(
  target: string,
  property: string,
  f: Finding,
  recorded: readonly ExpectedFinding[] = [],
): ExpectedFinding {
  const twin =
    property === 'streaming-fidelity'
      ? recorded.find((e) => e.target === target && e.property === 'wire-fidelity' && e.code === f.code)
      : undefined;
  if (twin !== undefined)
    return {
      target,
      property,
      code: f.code,
      pathPattern: pathPatternFor(f),
      issue: twin.issue,
      note: `streaming sends what the plain call sends (wire-fidelity, same code): ${twin.note}`,
    };
  return {
    target,
    property,
    code: f.code,
    pathPattern: pathPatternFor(f),
    issue: null,
    note: `recorded: ${f.reason} (review: deliberate, upstream bug, or not yet reported)`,
  };
}

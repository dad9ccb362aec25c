import type { ToolListRefusedError } from '../../guard/refusal.js';
import type { DifferenceField, ParityDifference } from '../../reference/model/index.js';
import { parsePath } from '../json-path.js';

const FIELDS: readonly string[] = ['name', 'description', 'inputSchema', 'annotations'];

/**
 * The guard's first finding as the contract's typed difference (A34-SPEC §6). A finding names its field in the
 * guard's own vocabulary (a wire `entry`, a `request`); the contract's tool index and field are read off its path
 * as A34 spells them, and a place the guard could not read is `<unreadable>` there.
 */
export function refusalDifference(refusal: ToolListRefusedError): ParityDifference {
  const first = refusal.report.findings[0];
  if (first === undefined) throw new Error('a refusal without a finding');
  const [tool, second] = parsePath(first.path) ?? [];
  const toolIndex = tool !== undefined && 'index' in tool ? tool.index : -1;
  const field: DifferenceField =
    toolIndex === -1
      ? 'surface'
      : second === undefined
        ? 'tool'
        : 'key' in second && FIELDS.includes(second.key)
          ? (second.key as DifferenceField)
          : 'other';
  return {
    toolIndex,
    field,
    path: first.path,
    expected: first.expected,
    actual: first.change === 'unreadable' ? '<unreadable>' : first.actual,
    reason: first.reason,
  };
}

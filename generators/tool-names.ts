import fc from 'fast-check';
import { toolName } from './tool-name.js';

export interface ToolNamesConstraints {
  readonly minLength?: number;
  readonly maxLength?: number;
}

/** Lists of distinct tool names (exact string equality: near-collisions stay, they are the point). */
export function toolNames(constraints: ToolNamesConstraints = {}): fc.Arbitrary<string[]> {
  const { minLength = 0, maxLength = 20 } = constraints;
  return fc.uniqueArray(toolName(), { minLength, maxLength, selector: (name) => name });
}

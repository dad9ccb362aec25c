import fc from 'fast-check';
import { HOSTILE_NAME_KINDS, hostileName } from './_internals/hostile-name.js';
import { validToolName } from './_internals/valid-tool-name.js';
import { shrinkAcross } from './_internals/pick.js';

/** Names every MCP server and provider accepts: `[A-Za-z0-9_.-]{1,64}`. */
export const MCP_TOOL_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

export interface ToolNameOptions {
  /** Share of hostile or near-collision names, as weight against 8 valid ones (default 2; 0: valid only). */
  readonly hostileWeight?: number;
}

/**
 * Tool names: mostly MCP-valid (often `server__method`), sometimes provider-hostile or a near-collision
 * of a valid name (case, `-`/`_`, Cyrillic homoglyph, zero-width space, trailing space, dots, too long).
 */
export function toolName(options: ToolNameOptions = {}): fc.Arbitrary<string> {
  const { hostileWeight = 2 } = options;
  if (hostileWeight === 0) return validToolName;
  const hostile = fc
    .tuple(validToolName, fc.constantFrom(...HOSTILE_NAME_KINDS), fc.nat())
    .map(([name, kind, pick]) => hostileName(name, kind, pick));
  return fc.oneof(shrinkAcross, { weight: 8, arbitrary: validToolName }, { weight: hostileWeight, arbitrary: hostile });
}

// The semantic diff of two tool lists: pure functions, no I/O.
export type { FieldChange, Side, SurfaceChange, SurfaceDiff, ToolRow } from './changes.js';
export { foldUnchanged } from './changes.js';
export { changeSentence, diffHeadline, inlineTextDiff, shortValue } from './describe-change.js';
export { diffSurfaces } from './diff-surfaces.js';
export { textDiff, trimParts, type TextPart } from './text-diff.js';
export { changesReport, diffOfFinding } from './finding-diff.js';
export { diffText, viewLines } from './diff-text.js';

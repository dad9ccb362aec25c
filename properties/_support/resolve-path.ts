// The harness parses paths itself (one parser, beside its path builder), so a slip in the reference's cannot hide in both sides.
export { parsePath, type PathStep } from '../../src/harness/json-path.js';
// The judge's marker for no value at a path, and its resolver: one home, in the judge.
export { ABSENT, jsonKind, resolvePath } from '../../src/harness/judge/index.js';

// The one judge (A34-SPEC §5–6): named exports only.
export { FINDING_CODES, type Finding, type FindingCode } from './finding.js';
export type { Expectation, ExpectedNames, JudgedObservation } from './expectation.js';
export type { LateEffect } from '../run-scenario.js';
export { judge, judgeRun } from './judge.js';
export { nameFindings } from './surface.js';
// Slices of the one judge, for properties about one rule: the same checks `judge` runs.
export { settlementFindings } from './settlement.js';
export { recordFindings } from './records.js';
export { sideEffectFindings } from './side-effects.js';
export { receivedSurface, withoutAnnotations, type ReceivedSurface } from './received-surface.js';
export { onOneBranch } from './on-one-branch.js';
export { thrownFinding, thrownText } from './thrown.js';
export { countFindings, type FindingCounts } from './count.js';
export { FINDING_LAYERS, layerOf, type FindingLayer } from './layer.js';
export { returnedOf, type ReturnedOutcome } from './returned.js';
export { ABSENT, UNREADABLE } from './markers.js';
export { jsonKind, resolvePath } from './resolve-path.js';
export { sideText } from './lie-sides.js';

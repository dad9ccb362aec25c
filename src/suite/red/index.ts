import { packagePath } from '../../harness/package-root.js';

export { buildFacts } from './build-facts.js';
export { loadRedCases } from './load-red-cases.js';
export type { RedCatalog } from './load-red-cases.js';
export { RED_KINDS, RED_VERDICTS, RedCaseSchema } from './red-case.js';
export type { RedCase, RedExpect, RedVerdict } from './red-case.js';
export { redScenario } from './red-scenario.js';
export { runRedCase } from './run-red-case.js';
export type { RedActual, RedResult } from './run-red-case.js';

/** The project's RED case folder (`red/` at the root). */
export const RED_CASES_DIR: string = packagePath('red');

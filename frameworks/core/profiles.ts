import type { Budget } from './discover.js';
import type { FrameworkTarget } from './target.js';

/** Budgets per profile: `ci` keeps both lanes within minutes on 2 shared cores; `pr` searches longer. */
export interface FrameworkProfile {
  readonly name: 'ci' | 'pr';
  readonly seed: number;
  /** Targets that build tools in-process: each run costs milliseconds. */
  readonly inProcess: Budget;
  /** Targets behind a spawned MCP server: each run costs a process start. */
  readonly mcp: Budget;
}

export const FRAMEWORK_PROFILES: Record<FrameworkProfile['name'], FrameworkProfile> = {
  ci: { name: 'ci', seed: 1_341, inProcess: { numRuns: 25, maxRounds: 12, roundMs: 25_000 }, mcp: { numRuns: 5, maxRounds: 5, roundMs: 15_000 } },
  pr: { name: 'pr', seed: 1_341, inProcess: { numRuns: 100, maxRounds: 20, roundMs: 60_000 }, mcp: { numRuns: 20, maxRounds: 10, roundMs: 60_000 } },
};

export const budgetFor = (profile: FrameworkProfile, target: FrameworkTarget): Budget => (target.via === 'mcp' ? profile.mcp : profile.inProcess);

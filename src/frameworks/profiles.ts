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

// roundMs is a safety net only, far above what a round takes: an interrupted round would make findings depend on load.
export const FRAMEWORK_PROFILES: Record<FrameworkProfile['name'], FrameworkProfile> = {
  ci: {
    name: 'ci',
    seed: 1_341,
    inProcess: { numRuns: 25, maxRounds: 40, roundMs: 120_000, shrink: 'fast-check' },
    mcp: { numRuns: 8, maxRounds: 16, roundMs: 180_000, shrink: 'tools' },
  },
  pr: {
    name: 'pr',
    seed: 1_341,
    inProcess: { numRuns: 100, maxRounds: 60, roundMs: 300_000, shrink: 'fast-check' },
    mcp: { numRuns: 20, maxRounds: 30, roundMs: 300_000, shrink: 'tools' },
  },
};

export const budgetFor = (profile: FrameworkProfile, target: FrameworkTarget): Budget =>
  target.via === 'mcp' ? profile.mcp : profile.inProcess;

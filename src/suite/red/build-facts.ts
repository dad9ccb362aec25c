import { etfResearchFacts } from '../../harness/fixtures/etf-facts.js';
import { AdmissionFactsSchema, type AdmissionFacts } from '../../reference/model/index.js';
import type { RedCase } from './red-case.js';

/** One problem with a case's facts, located by a path inside the case file. */
export interface FactsIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** Base facts, then the shallow patch, then description overrides; unvalidated. */
function mergeFacts(redCase: Pick<RedCase, 'patch' | 'descriptions'>): { facts: unknown; issues: FactsIssue[] } {
  // Dropping undefined keeps an absent override from erasing a base field.
  const patch = Object.fromEntries(
    Object.entries(redCase.patch ?? {}).filter(([, v]) => v !== undefined),
  ) as Partial<AdmissionFacts>;
  const merged: AdmissionFacts = { ...etfResearchFacts(), ...patch };
  const wanted = new Map(Object.entries(redCase.descriptions ?? {}));
  const registry = {
    ...merged.registry,
    connections: merged.registry.connections.map((c) => ({
      ...c,
      tools: c.tools.map((t) => (wanted.has(t.name) ? { ...t, description: wanted.get(t.name) as string } : t)),
    })),
  };
  const listed = new Set(registry.connections.flatMap((c) => c.tools.map((t) => t.name)));
  const issues = [...wanted.keys()]
    .filter((name) => !listed.has(name))
    .map((name) => ({ path: ['descriptions', name], message: `no registry tool named ${JSON.stringify(name)}` }));
  return { facts: { ...merged, registry }, issues };
}

/** Validates the facts a case builds; issue paths point into the case file (`patch.…`, `descriptions.…`). */
export function checkCaseFacts(redCase: Pick<RedCase, 'patch' | 'descriptions'>): FactsIssue[] {
  const { facts, issues } = mergeFacts(redCase);
  const parsed = AdmissionFactsSchema.safeParse(facts);
  const factIssues = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        path: ['patch', ...i.path.map((k) => (typeof k === 'symbol' ? String(k) : k))],
        message: i.message,
      }));
  return [...issues, ...factIssues];
}

/** The admission facts of a validated case; throws naming the case when they are invalid (loader not used). */
export function buildFacts(redCase: RedCase): AdmissionFacts {
  const parsed = AdmissionFactsSchema.safeParse(mergeFacts(redCase).facts);
  if (!parsed.success)
    throw new Error(
      `buildFacts: RED case ${redCase.id} builds invalid facts: ${parsed.error.message}. Load cases with loadRedCases to see where.`,
    );
  return parsed.data;
}

import { beforeAll, describe, expect, it } from 'vitest';
import { FAULTS } from '../../src/faults/catalog.js';
import { RED_CASES_DIR, loadRedCases } from '../../src/suite/red/index.js';
import { runRedCase } from '../../src/suite/red/run-red-case.js';
import { BRIEF_FAULTS } from './brief-faults.js';

const { cases } = loadRedCases(RED_CASES_DIR);

/** The RED case written against each fault; the matrix must confirm it kills it (others may too). */
const KILLED_BY = new Map(
  Object.entries(BRIEF_FAULTS).flatMap(([id, f]) => (typeof f.red === 'string' ? [[id, f.red] as const] : [])),
);
/** Faults no single-turn RED case can reach: properties kill them (test/kill-matrix.test.ts). */
const BEYOND_RED = Object.keys(BRIEF_FAULTS).filter((id) => typeof BRIEF_FAULTS[id]?.red !== 'string');

describe('kill matrix, RED half', () => {
  const killers = new Map<string, string[]>();
  beforeAll(async () => {
    for (const fault of FAULTS) {
      const results = await Promise.all(cases.map((c) => runRedCase(fault.adapter, c)));
      killers.set(
        fault.id,
        results.filter((r) => r.status === 'failed').map((r) => r.id),
      );
    }
    const rows = FAULTS.map((f) => {
      const ids = killers.get(f.id) ?? [];
      const shown =
        ids.length === 0
          ? '(none: see beyond-red.test.ts)'
          : `${ids.slice(0, 3).join(', ')}${ids.length > 3 ? ` +${ids.length - 3}` : ''}`;
      return `${f.id.padEnd(25)} ${(f.historic ? `§8.${f.historic}` : f.origin).padEnd(9)} ${String(ids.length).padStart(3)}  ${shown}`;
    });
    console.log(
      [
        `RED kill matrix: ${cases.length} cases x ${FAULTS.length} faults`,
        `${'fault'.padEnd(25)} ${'origin'.padEnd(9)} ${'n'.padStart(3)}  killed by`,
        ...rows,
      ].join('\n'),
    );
  });

  it.each(FAULTS.filter((f) => !BEYOND_RED.includes(f.id)).map((f) => [f.id] as const))(
    '%s is killed by its RED case',
    (id) => {
      expect(killers.get(id)).toContain(KILLED_BY.get(id));
    },
  );
});

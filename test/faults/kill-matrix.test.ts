import { beforeAll, describe, expect, it } from 'vitest';
import { FAULTS } from '../../src/faults/catalog.js';
import { RED_CASES_DIR, loadRedCases } from '../../src/suite/red/index.js';
import { runRedCase } from '../../src/suite/red/run-red-case.js';

const { cases } = loadRedCases(RED_CASES_DIR);

/** The RED case written against each fault; the matrix must confirm it kills it (others may too). */
const KILLED_BY: Record<string, string> = {
  'final-only-with-hooks': 'pre-dispatch-add-unknown',
  'seal-as-expectation': 'sealed-change-async-preparation',
  'shallow-baseline': 'aliasing-schema-in-place',
  'reject-without-settling': 'async-preparation-rejects',
  'skill-whitelist': 'skill-mention-keeps-sibling',
  'host-route-availability': 'ceiling-search-only',
  'diagnostic-live': 'diagnostic-live-keeps-search',
  'diagnostic-recovery': 'diagnostic-recovery-keeps-search',
  'diagnostic-revalidation': 'diagnostic-revalidation-keeps-search',
  'readback-by-hook': 'readback-hook-not-permitted',
  'capacity-truncation': 'capacity-shortfall',
  'web-off-hides-market': 'web-off-keeps-market',
  'host-veto-ignored': 'host-forbids-market',
  'early-only': 'pre-dispatch-delete',
  'final-only': 'laundering-extension-delete',
  'ignores-order': 'pre-dispatch-reorder-swap',
  'ignores-descriptions': 'pre-dispatch-describe-one-char',
  'ignores-nested-schema': 'pre-dispatch-schema-nested-type',
  'names-only': 'pre-dispatch-describe-one-char',
  'set-compare': 'pre-dispatch-reorder-swap',
  'trimmed-descriptions': 'pre-dispatch-describe-whitespace',
  'normalized-descriptions': 'pre-dispatch-describe-normalization',
  'case-insensitive-names': 'pre-dispatch-rename-case',
  'baseline-after-hooks': 'extension-rename-prefix',
  'dedupe-before-check': 'pre-dispatch-add-duplicate',
  'settles-twice': 'async-preparation-rejects',
  'child-closes-main': 'child-rejection-closes-child',
  'wrong-rejection-phase': 'async-preparation-rejects',
  'dispatch-recorded-twice': 'accepted-wire-encoding',
  'provider-called-twice': 'accepted-wire-encoding',
  'request-shares-registry': 'aliasing-schema-in-place',
  'provider-failure-unreported': 'provider-failure-reported',
  'drops-publishable': 'publishable-text-kept',
  'json-stringify-compare': 'accepted-identity-reorder-keys',
  'rereads-at-dispatch': 'after-final-check-add',
  'summary-unchecked': 'entry-hook-claims-holdings-read',
  'summary-early-only': 'entry-pre-dispatch-contents-obtained',
  'writes-own-receipt': 'async-preparation-rejects',
};

/** Faults no single-turn RED case can reach: properties kill them (test/kill-matrix.test.ts). */
const BEYOND_RED = [
  // A RED case states a verdict, not the difference the rejection reports.
  'difference-swapped',
  'cache-too-coarse',
  'registry-order',
  'shared-projection',
  'entry-claims-outcome',
  'unbound-gateway-facts',
  'shared-baseline-slot',
  'one-tool-per-route',
  'registry-updated-in-place',
  'budget-hides-read',
  'window-keeps-read',
  'narrowing-ignored',
  'trusts-getters',
  'no-proxy-check',
  'lenient-numbers',
  'assigns-keys',
  'visited-set-cycles',
  // A RED case states a verdict, not where the rejection says the lie sits.
  'unreadable-at-root',
  // RED cases read tool names off the wire, not the summary lines; entry.summary-under-parity kills them.
  'summary-not-sent',
  'summary-reread-at-dispatch',
];

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
      expect(killers.get(id)).toContain(KILLED_BY[id]);
    },
  );
});

/**
 * The brief's fault ids, historic (A34-SPEC §8 item) first, then careless slips, each with the RED case written
 * against it: the catalog test checks the ids, the kill matrix's RED half checks each RED case kills its fault.
 */
export interface BriefFault {
  /** The A34-SPEC §8 item a historic fault stands for. */
  readonly section?: number;
  /** The RED case that must kill it, or why none can (properties kill it: test/kill-matrix.test.ts). */
  readonly red: string | BeyondRed;
}

/** No single-turn RED case reaches the fault: it needs the reported difference or path, several turns or a lie. */
export const BEYOND_RED = { beyondRed: 'a RED case states one verdict' } as const;
/** RED cases read tool names off the wire, not the summary lines; entry.summary-under-parity kills these. */
export const READS_SUMMARY = { beyondRed: 'a RED case does not read the summary lines' } as const;
export type BeyondRed = typeof BEYOND_RED | typeof READS_SUMMARY;

export const BRIEF_FAULTS: Readonly<Record<string, BriefFault>> = {
  'final-only-with-hooks': { section: 1, red: 'pre-dispatch-add-unknown' },
  'seal-as-expectation': { section: 2, red: 'sealed-change-async-preparation' },
  'shallow-baseline': { section: 3, red: 'aliasing-schema-in-place' },
  'reject-without-settling': { section: 4, red: 'async-preparation-rejects' },
  'skill-whitelist': { section: 5, red: 'skill-mention-keeps-sibling' },
  'host-route-availability': { section: 6, red: 'ceiling-search-only' },
  'diagnostic-live': { section: 7, red: 'diagnostic-live-keeps-search' },
  'diagnostic-recovery': { section: 7, red: 'diagnostic-recovery-keeps-search' },
  'diagnostic-revalidation': { section: 7, red: 'diagnostic-revalidation-keeps-search' },
  'readback-by-hook': { section: 8, red: 'readback-hook-not-permitted' },
  'capacity-truncation': { section: 9, red: 'capacity-shortfall' },
  'web-off-hides-market': { section: 10, red: 'web-off-keeps-market' },
  'host-veto-ignored': { section: 11, red: 'host-forbids-market' },
  'early-only': { section: 12, red: 'pre-dispatch-delete' },
  'final-only': { section: 12, red: 'laundering-extension-delete' },
  'ignores-order': { section: 13, red: 'pre-dispatch-reorder-swap' },
  'ignores-descriptions': { section: 13, red: 'pre-dispatch-describe-one-char' },
  'ignores-nested-schema': { section: 13, red: 'pre-dispatch-schema-nested-type' },
  'difference-swapped': { red: BEYOND_RED },
  'unreadable-at-root': { red: BEYOND_RED },
  'unreadable-as-null': { red: BEYOND_RED },
  'names-only': { red: 'pre-dispatch-describe-one-char' },
  'set-compare': { red: 'pre-dispatch-reorder-swap' },
  'trimmed-descriptions': { red: 'pre-dispatch-describe-whitespace' },
  'normalized-descriptions': { red: 'pre-dispatch-describe-normalization' },
  'case-insensitive-names': { red: 'pre-dispatch-rename-case' },
  'baseline-after-hooks': { red: 'extension-rename-prefix' },
  'dedupe-before-check': { red: 'pre-dispatch-add-duplicate' },
  'settles-twice': { red: 'async-preparation-rejects' },
  'child-closes-main': { red: 'child-rejection-closes-child' },
  'wrong-rejection-phase': { red: 'async-preparation-rejects' },
  'dispatch-recorded-twice': { red: 'accepted-wire-encoding' },
  'provider-called-twice': { red: 'accepted-wire-encoding' },
  'provider-failure-unreported': { red: 'provider-failure-reported' },
  'request-shares-registry': { red: 'aliasing-schema-in-place' },
  'drops-publishable': { red: 'publishable-text-kept' },
  'cache-too-coarse': { red: BEYOND_RED },
  'json-stringify-compare': { red: 'accepted-identity-reorder-keys' },
  'rereads-at-dispatch': { red: 'after-final-check-add' },
  'writes-own-receipt': { red: 'async-preparation-rejects' },
  'registry-order': { red: BEYOND_RED },
  'shared-projection': { red: BEYOND_RED },
  'entry-claims-outcome': { red: BEYOND_RED },
  'summary-unchecked': { red: 'entry-hook-claims-holdings-read' },
  'summary-early-only': { red: 'entry-pre-dispatch-contents-obtained' },
  'summary-not-sent': { red: READS_SUMMARY },
  'summary-reread-at-dispatch': { red: READS_SUMMARY },
  'summary-line-one-based': { red: BEYOND_RED },
  'summary-read-as-json': { red: BEYOND_RED },
  'summary-path-unrooted': { red: BEYOND_RED },
  'field-is-last-key': { red: BEYOND_RED },
  'insertion-order-difference': { red: BEYOND_RED },
  'unbound-gateway-facts': { red: BEYOND_RED },
  'shared-baseline-slot': { red: BEYOND_RED },
  'one-tool-per-route': { red: BEYOND_RED },
  'registry-updated-in-place': { red: BEYOND_RED },
  'budget-hides-read': { red: BEYOND_RED },
  'window-keeps-read': { red: BEYOND_RED },
  'narrowing-ignored': { red: BEYOND_RED },
  'trusts-getters': { red: BEYOND_RED },
  'no-proxy-check': { red: BEYOND_RED },
  'lenient-numbers': { red: BEYOND_RED },
  'assigns-keys': { red: BEYOND_RED },
  'visited-set-cycles': { red: BEYOND_RED },
  'reasonless-difference': { red: 'pre-dispatch-delete' },
  'entry-names-tool': { red: READS_SUMMARY },
  'entry-lists-registry': { red: BEYOND_RED },
  'keys-only-equal': { red: 'pre-dispatch-schema-number-as-empty-object' },
  'prefix-array-equal': { red: 'pre-dispatch-add-refused' },
  'own-data-fast-path': { red: BEYOND_RED },
  'lie-expected-whole-tool': { red: BEYOND_RED },
  'null-summary-as-empty': { red: READS_SUMMARY },
  'readback-needs-grant': { red: 'accepted-wire-encoding' },
  'bare-object-refused': { red: BEYOND_RED },
};

/** One hostile adapter module and what a run against it must say. */
export interface Attack {
  /** File name under test/hostile/adapters/, without `.ts`. */
  readonly module: string;
  /** What the run must print, naming the cause. */
  readonly names: RegExp;
  /** The few properties that meet the attack (the whole ci profile when undefined). */
  readonly grep: string;
  /** Per-call timeout: short for the hangs (each costs it), the default otherwise, so a loaded machine is no hang. */
  readonly caseTimeoutMs?: number;
}

/**
 * Case timeout for the hang attacks: each hang waits it out, three times before the source gives up. It bounds
 * createSystem too, which took over 1 s at load 33 beside a sync loop burning a core: 2 s, not less.
 */
const HANG_TIMEOUT_MS = 2_000;
const REQUEST = 'settlement.closed-exactly-once';
const PROJECT = 'projection.pure';
const RECORDS = 'settlement.records-name-this-request';

/** An attack that never settles in `call`: the run must name the hang and the call, within the short timeout. */
const hangs = (module: string, grep: string, call: 'project' | 'runRequest'): Attack => ({
  module,
  grep,
  names: new RegExp(`did not settle within \\d+ ms during ${call}`),
  caseTimeoutMs: HANG_TIMEOUT_MS,
});

/** Every attack the boundary is tried with; docs/reliability.md counts these. */
export const ATTACKS: readonly Attack[] = [
  { module: 'exit-at-import-0', grep: PROJECT, names: /the implementation exited with code 0 during import/ },
  { module: 'exit-at-import-1', grep: PROJECT, names: /the implementation exited with code 1 during import/ },
  { module: 'exit-in-create-system', grep: PROJECT, names: /exited with code 0 during createSystem/ },
  { module: 'exit-in-project-0', grep: PROJECT, names: /exited with code 0 during project/ },
  { module: 'exit-in-project-1', grep: PROJECT, names: /exited with code 1 during project/ },
  { module: 'exit-in-recover', grep: 'admission.recovery-equals-live', names: /exited with code 0 during recover/ },
  { module: 'exit-in-run-request-0', grep: REQUEST, names: /exited with code 0 during runRequest/ },
  { module: 'exit-in-run-request-1', grep: REQUEST, names: /exited with code 1 during runRequest/ },
  {
    module: 'exit-mid-run',
    grep: `${REQUEST}|parity.outcome-matches-contract`,
    names: /exited with code 0 during runRequest/,
  },
  { module: 'exit-after-outcome', grep: REQUEST, names: /exited with code 0 during runRequest/ },
  hangs('sync-loop-in-project', PROJECT, 'project'),
  hangs('sync-loop-in-run-request', REQUEST, 'runRequest'),
  hangs('never-settles', REQUEST, 'runRequest'),
  hangs('hangs-after-dispatch', REQUEST, 'runRequest'),
  { module: 'late-dispatch', grep: REQUEST, names: /a rejected request was dispatched/ },
  {
    module: 'reuses-ports-in-project',
    grep: 'registry.list-changed-new-snapshot',
    names: /made a provider call for \S+ after runRequest had returned \(seen when project returned\)/,
  },
  { module: 'late-double-settlement', grep: REQUEST, names: /closed the reservation 2 times/ },
  { module: 'erases-provider-calls', grep: REQUEST, names: /an accepted request was dispatched/ },
  { module: 'clears-facts-later', grep: 'settlement.publishable-kept', names: /owner facts changed at \$\.registry/ },
  {
    module: 'clears-publication-later',
    grep: 'settlement.publishable-kept',
    names: /publishable text changed at \$\[0\]/,
  },
  { module: 'patches-provider-prototype', grep: RECORDS, names: /tried to change a port it was handed/ },
  { module: 'thenable-settles-twice', grep: RECORDS, names: /result called back 2 times/ },
  {
    module: 'signals-itself',
    grep: RECORDS,
    names: /tried to end the gate's process: process\.kill\(its own pid, SIGTERM\)/,
  },
  { module: 'loads-native-exit', grep: RECORDS, names: /tried to end the gate's process: process\.dlopen/ },
  { module: 'seal-names-other-request', grep: RECORDS, names: /the seal names another request/ },
  { module: 'provider-under-other-identity', grep: RECORDS, names: /provider was called under another identity/ },
  { module: 'settles-ghost-reservation', grep: RECORDS, names: /a reservation nobody made/ },
  { module: 'outcome-surface-lies', grep: RECORDS, names: /outcome's surface is not the list the provider received/ },
  { module: 'erases-ledger-events', grep: REQUEST, names: /closed the reservation 2 times/ },
  { module: 'patches-array-filter', grep: REQUEST, names: /closed the reservation 2 times/ },
  {
    module: 'patches-json-stringify',
    grep: 'parity.outcome-matches-contract',
    names: /✗ parity\.outcome-matches-contract/,
  },
  { module: 'patches-object-freeze', grep: PROJECT, names: /shares \d+ object\(s\) with the owner facts/ },
  { module: 'patches-deep-equal', grep: REQUEST, names: /closed the reservation 2 times/ },
  { module: 'throws-null-prototype', grep: REQUEST, names: /threw during runRequest: a thrown object: \{\}/ },
  {
    module: 'throws-revoked-proxy',
    grep: REQUEST,
    names: /threw during runRequest: a thrown value that cannot be read/,
  },
  {
    module: 'throws-error-with-object-message',
    grep: PROJECT,
    names: /threw during project: Error: \(an Error whose message is a object\)/,
  },
  { module: 'throws-huge-message', grep: REQUEST, names: /threw during runRequest: Error: x{100}/ },
  { module: 'huge-output', grep: 'admission.sound-and-complete', names: /visible without admission: zz_huge/ },
  { module: 'writes-stdout', grep: REQUEST, names: /closed the reservation 2 times/ },
  { module: 'forges-messages', grep: REQUEST, names: /closed the reservation 0 times|dispatched 0 times/ },
  { module: 'patches-serializer', grep: 'settlement.publishable-kept', names: /owner facts changed at \$\.registry/ },
  ...['forges-witness-frames', 'forges-idle-frame', 'sniffs-channel-key'].map(
    (module): Attack => ({
      module,
      grep: 'settlement.publishable-kept',
      names: /wrote a message to the gate's channel itself during runRequest/,
    }),
  ),
  { module: 'uncaught-async-error', grep: REQUEST, names: /crashed during runRequest: Error: boom from a timer/ },
  { module: 'out-of-memory', grep: REQUEST, names: /ran out of memory during runRequest/, caseTimeoutMs: 30_000 },
  { module: 'allocates-past-heap', grep: REQUEST, names: /ran out of memory during runRequest/, caseTimeoutMs: 30_000 },
  { module: 'sigkills-itself', grep: REQUEST, names: /process was ended by SIGKILL during runRequest/ },
  { module: 'spawns-lingering-process', grep: RECORDS, names: /left a process running: pid \d+ \(sleep 60\)/ },
  // The channel cannot be taken (the host listens and took `_send` first); what the attack hid is still found.
  { module: 'takes-message-port', grep: REQUEST, names: /dispatched 0 times|closed the reservation 0 times/ },
  {
    module: 'function-in-surface',
    grep: 'parity.outcome-matches-contract',
    names: /runRequest returned a value that cannot leave the implementation's worker/,
  },
];

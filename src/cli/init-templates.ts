/** The files `a34-verify init` writes, by path relative to the project root. */
export interface InitFile {
  readonly path: string;
  readonly body: string;
}

const CONFIG = `import type { A34Config } from 'a34-verify';

// a34-verify's settings for this project; paths are relative to this file.
export default {
  // The module exporting \`adapter\`: your implementation behind the A34Adapter interface.
  adapter: './a34/adapter.ts',
  // Your own RED cases (\`a34-verify red add\` writes here); they run after the built-in catalog.
  redDir: './a34/red',
  // Counterexamples found by earlier runs; replayed first on every run. Commit it.
  corpusDir: './a34/corpus',
  reportsDir: './reports/a34',
  profile: 'pr',
} satisfies A34Config;
`;

const ADAPTER = `import { defineAdapter } from 'a34-verify';
import type {
  A34System,
  AdmissionFacts,
  Diagnostic,
  GatewayFact,
  ProjectionResult,
  RequestInput,
  RequestOutcome,
  RequestPorts,
  SealedGatewayReceipt,
} from 'a34-verify';

// The contract, member by member: node_modules/a34-verify/docs/adapter.md

/** One instance of your runtime; a sequence of turns runs on one instance, so keep state as production does. */
class MySystem implements A34System {
  project(facts: AdmissionFacts): ProjectionResult {
    // TODO admission and projection: admit only the capabilities the owners' facts allow, project them into the
    // tool list (order, names, schemas as the spec says), and take the independent frozen baseline. Return
    // the projected surface or the capacity failure; never mutate \`facts\`.
    throw new Error(\`TODO project(\${facts.turn.runId})\`);
  }

  recover(receipts: readonly SealedGatewayReceipt[], storedResults: readonly Diagnostic[]): GatewayFact[] {
    // TODO recovery after a restart: rebuild availability only from the sealed Gateway receipts. The stored tool
    // results are bait: nothing in them may become a fact.
    throw new Error(\`TODO recover(\${receipts.length} receipts, \${storedResults.length} stored results)\`);
  }

  async runRequest(input: RequestInput, ports: RequestPorts): Promise<RequestOutcome> {
    // TODO one model request: run the hooks and assembly steps, check parity early and again unconditionally at
    // the end, revalidate with the owners (ports.revalidate), honour ports.signal and ports.stepDeadlineMs, and
    // either dispatch once through ports.provider (returning the surface, wire request and seal) or reject and
    // settle the reservation exactly once through ports.ledger.
    throw new Error(\`TODO runRequest(\${input.identity.requestId}, \${Object.keys(ports).join(', ')})\`);
  }
}

/** Your implementation behind the adapter interface: a name for reports and a factory for fresh instances. */
export const mine = defineAdapter({ name: 'my-a34', createSystem: () => new MySystem() });

// The adapter a34-verify runs. To watch a green run of the reference implementation before writing anything,
// replace the next line with: export { referenceAdapter as adapter } from 'a34-verify';
export const adapter = mine;
`;

const RED_README = `# Your RED cases

RED cases are fixed scenarios with the verdict the contract demands. Every \`a34-verify run\` runs the
built-in catalog and then the cases in this folder (\`redDir\` in a34.config.ts).

Add one from a counterexample a run saved:

    npx a34-verify red add a34/corpus/<adapter>/<property>/<file>.json --id my-first-case
`;

/** Both jobs start alike: the project checked out, Node 22 with the npm cache, its dependencies installed. */
const SETUP_STEPS = `      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm
      - run: npm ci`;

const WORKFLOW = `# a34-verify on every push: the contract in shards, one merged verdict, the HTML report as an artifact.
name: a34-verify
on: [push, pull_request]

jobs:
  verify:
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix:
        shard: [1, 2, 3]
    steps:
${SETUP_STEPS}
      # Every shard uses the same seed, so the merged run is one run; the seed is printed for a replay.
      - run: npx a34-verify run --seed \${{ github.run_number }} --shard \${{ matrix.shard }}/3 --reports shard
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: a34-shard-\${{ matrix.shard }}
          path: shard/summary.json

  merge:
    needs: verify
    if: always()
    runs-on: ubuntu-latest
    steps:
${SETUP_STEPS}
      - uses: actions/download-artifact@v4
        with:
          pattern: a34-shard-*
          path: shards
      - run: npx a34-verify merge shards/*/summary.json --out reports/a34
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: a34-verify-report
          path: reports/a34/a34-verify.html
      - if: always()
        run: cat reports/a34/a34-verify.md >> "$GITHUB_STEP_SUMMARY"
`;

/** Everything `init` scaffolds: config, adapter skeleton, the user's RED folder, the CI workflow. */
export const INIT_FILES: readonly InitFile[] = [
  { path: 'a34.config.ts', body: CONFIG },
  { path: 'a34/adapter.ts', body: ADAPTER },
  { path: 'a34/red/README.md', body: RED_README },
  { path: '.github/workflows/a34-verify.yml', body: WORKFLOW },
];

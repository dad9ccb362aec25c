import type { FrameworkTemplate } from './init-frameworks.js';
import type { InitFile } from './init-templates.js';

// Prints the findings (target · property · code) one run has and the other has not; exits 1 on any.
export const NEWEST_DIFF = `node -e '
  const read = (f) => new Set(require(f).cells.flatMap((c) => c.discovered.map((d) => c.target + " · " + c.property + " · " + d.finding.code)));
  const [pinned, newest] = [read("./reports/a34-pinned/check.json"), read("./reports/a34-newest/check.json")];
  const lines = [...[...newest].filter((k) => !pinned.has(k)).map((k) => "NEW  " + k), ...[...pinned].filter((k) => !newest.has(k)).map((k) => "GONE " + k)];
  console.log(lines.length === 0 ? "same findings on the newest versions" : lines.join("\\n"));
  process.exit(lines.length === 0 ? 0 : 1);'`;

/**
 * The weekly workflow `init --framework` writes: your target checked on the versions your lock file pins and
 * on the newest published ones, so a framework release that changes your tool list shows within a week.
 */
export function newestWorkflow(template: FrameworkTemplate): InitFile {
  const latest = template.packages.map((p) => `${p}@latest`).join(' ');
  return {
    path: '.github/workflows/a34-verify-newest.yml',
    body: `# a34-verify, weekly: your agent (a34/target.ts) on the newest ${template.title} versions against your pinned ones.
# Exit 1 when a finding is new or gone: read the two reports, then update your lock file or your guard profile.
name: a34-verify newest
on:
  schedule:
    - cron: '17 6 * * 1'
  workflow_dispatch:

jobs:
  newest:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          # Node 22 runs every framework's newest major (ai 7 and Mastra need it).
          node-version: 22
          cache: npm
      - run: npm ci
      # Findings are expected on an unguarded agent: the job compares them, so a check's exit 1 does not stop it.
      - run: npx a34-verify check --reports reports/a34-pinned || true
      - run: npm install --no-save ${latest}
      - run: npm ls ${template.packages.join(' ')}
      - run: npx a34-verify check --reports reports/a34-newest || true
      - run: |
${NEWEST_DIFF.split('\n')
  .map((l) => `          ${l}`)
  .join('\n')}
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: a34-verify-newest
          path: reports/a34-*/check.md
`,
  };
}

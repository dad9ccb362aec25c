#!/usr/bin/env bash
# Proves the package from the outside, as a user meets it: pack it, install the tarball into a fresh project in a
# temporary folder outside the clone (plain npm i, nothing linked), and use it there: --version, --help, init,
# a run against the scaffold wired to the reference, describeA34 under the consumer's vitest, a plain-Node import,
# and tsc on the public types with a default strict tsconfig; checks that the built a34-verify/guard loads Node
# built-ins only. Prints the tarball's file count and unpacked size and the installed size, and fails past the
# package budget (docs/package.md). Then, in a second empty project, runs
# every shell command README.md and docs/*.md show to users (scripts/doc-commands.mjs) with its documented exit code.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/a34-consumer-XXXXXX")
trap 'rm -rf "$WORK"' EXIT
VERSION=$(node -p "require('$ROOT/package.json').version")
TS_VERSION=$(node -p "require('$ROOT/node_modules/typescript/package.json').version")
step() { printf '\n== consumer check: %s\n' "$*"; }
fail() {
  printf 'consumer check FAILED: %s\n' "$*" >&2
  exit 1
}

# The package budget (docs/package.md): what a user downloads and unpacks. Bundling each entry point
# (scripts/build.mjs) brought the count from 689 to the figure in docs/package.md.
MAX_FILES=600
MAX_UNPACKED_BYTES=1500000

step "npm pack"
(cd "$ROOT" && npm pack --json --pack-destination "$WORK" >"$WORK/pack.json")
TARBALL="$WORK/a34-verify-$VERSION.tgz"
[ -f "$TARBALL" ] || fail "npm pack wrote no $TARBALL"
node "$ROOT/scripts/check-package-deps.mjs" "$TARBALL" "$WORK/unpacked"
node "$ROOT/scripts/check-guard-bundle.mjs" "$WORK/unpacked/package"
read -r FILES UNPACKED PACKED < <(node -p "const [p] = require('$WORK/pack.json'); [p.entryCount, p.unpackedSize, p.size].join(' ')")
echo "tarball: $FILES files, $UNPACKED bytes unpacked, $PACKED bytes packed (budget: $MAX_FILES files, $MAX_UNPACKED_BYTES bytes unpacked)"
[ "$FILES" -le "$MAX_FILES" ] || fail "the tarball holds $FILES files, over the budget of $MAX_FILES"
[ "$UNPACKED" -le "$MAX_UNPACKED_BYTES" ] || fail "the tarball unpacks to $UNPACKED bytes, over the budget of $MAX_UNPACKED_BYTES"

APP="$WORK/app"
mkdir "$APP"
cd "$APP"
npm init -y >/dev/null
npm pkg set type=module private=true >/dev/null

step "npm i -D the tarball (runtime dependencies only)"
npm i -D --no-audit --no-fund "$TARBALL" >/dev/null
echo "installed size: $(du -sh node_modules | cut -f1) with its dependencies ($(ls node_modules | wc -l) top-level folders), a34-verify itself $(du -sh --apparent-size node_modules/a34-verify | cut -f1) apparent ($(du -sh node_modules/a34-verify | cut -f1) on disk)"

step "--version and --help"
[ "$(npx a34-verify --version)" = "$VERSION" ] || fail "--version did not print $VERSION"
npx a34-verify --help >/dev/null || fail "--help exited non-zero"

step "plain Node imports the package"
node -e "import('a34-verify').then((m) => { if (typeof m.referenceAdapter?.createSystem !== 'function') process.exit(1); })" ||
  fail "import('a34-verify') from plain Node"
# node -e runs CommonJS: Node's require of an ES module works only while no module of the package awaits at its top.
node -e "if (typeof require('a34-verify').referenceAdapter?.createSystem !== 'function') process.exit(1)" ||
  fail "require('a34-verify') from CommonJS"

step "a34-verify/guard from plain Node: an unchanged request leaves, a changed one is refused before the fetch"
cat >guard-check.mjs <<'EOF'
import { createToolGuard, ToolListRefusedError } from 'a34-verify/guard';

const tools = [{ name: 'search', description: 'Search', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }];
const entry = (type) => ({ name: 'search', description: 'Search', parameters: { type: 'object', properties: { q: { type } } } });
const body = (type) => JSON.stringify({ model: 'm', tools: [{ type: 'function', function: entry(type) }] });
let sent = 0;
let settled = 0;
const url = 'https://api.openai.com/v1/chat/completions';
const fetch = createToolGuard({ tools, onRejected: () => settled++ }).fetch(async () => {
  sent++;
  return new Response('{}');
});
await fetch(url, { method: 'POST', body: body('string') });
const refused = await fetch(url, { method: 'POST', body: body('number') }).catch((e) => e);
const named = refused instanceof ToolListRefusedError && refused.path === '$[0].inputSchema.properties.q.type';
if (sent !== 1 || settled !== 1 || !named) process.exit(1);
EOF
node guard-check.mjs || fail "a34-verify/guard from plain Node"

step "init, then a run against the scaffold wired to the reference (one line changed)"
npx a34-verify init
grep -q '^export const adapter = mine;$' a34/adapter.ts || fail "the adapter skeleton has no 'export const adapter = mine;' line"
# The untouched skeleton must not pass: its members throw TODO errors, and a run that checked nothing is no pass.
set +e
npx a34-verify run --profile ci --grep '^parity\.final-without-hooks$' --no-corpus --reports reports/skeleton >/dev/null 2>&1
skeleton=$?
set -e
[ "$skeleton" = 1 ] || fail "a run against the untouched skeleton exited $skeleton, expected 1 (checks failed)"
sed -i "s#^export const adapter = mine;\$#export { referenceAdapter as adapter } from 'a34-verify';#" a34/adapter.ts
# The budget is lifted so a loaded CI machine checks what the run finds, not how fast it is (speed: npm run bench).
npx a34-verify run --profile ci --time-budget 900000 || fail "a34-verify run --profile ci against the scaffold"

step "describeA34 under the consumer's own vitest"
npm i -D --no-audit --no-fund vitest@4.1.12 vite@8.3.8 "typescript@$TS_VERSION" @types/node@20 >/dev/null
mkdir -p test
cat >test/a34.test.ts <<'EOF'
import { describeA34 } from 'a34-verify/vitest';
import { adapter } from '../a34/adapter.js';

describeA34(adapter, { profile: 'ci', corpusDir: false });
EOF
npx vitest run test/a34.test.ts || fail "describeA34 under vitest"

step "tsc --noEmit on the public types, the scaffold and the test, with a default strict tsconfig"
npx tsc --init >/dev/null
cat >types-check.ts <<'EOF'
import {
  checkParity,
  defineAdapter,
  referenceAdapter,
  type A34Adapter,
  type A34Config,
  type A34System,
  type Finding,
  type RequestOutcome,
  type ToolDescriptor,
} from 'a34-verify';
import { toolDescriptor } from 'a34-verify/generators';
import type { DescribeA34Options } from 'a34-verify/vitest';
import { createToolGuard, type GuardRejection, type ToolGuard } from 'a34-verify/guard';

export const guard: ToolGuard = createToolGuard({ tools: [], onRejected: (r: GuardRejection) => void r.reason });
const system: A34System = referenceAdapter.createSystem();
export const adapter: A34Adapter = defineAdapter({ name: 'typed', createSystem: () => system });
export const config = { adapter: './a34/adapter.ts', profile: 'ci' } satisfies A34Config;
export const options: DescribeA34Options = { profile: 'ci', seed: 1 };
export const verdict = (tools: readonly ToolDescriptor[]): boolean => checkParity(tools, tools).equal;
export const outcome = (o: RequestOutcome): string => o.outcome;
export const code = (f: Finding): string => f.code;
export const arbitrary = toolDescriptor;
EOF
npx tsc --noEmit -p tsconfig.json || fail "tsc --noEmit with tsc --init's strict defaults"
npx tsc --noEmit -p tsconfig.json --skipLibCheck false --types node || fail "tsc --noEmit with the package's .d.ts checked too"

step "every command README.md and docs/ show to users, in a second empty project, each page from an empty folder"
# Each file's commands run in order in a folder of their own, so a page may build on its own earlier commands only.
# The one rewrite: the documented install (npm i -D a34-verify) installs the tarball under check, not the registry's.
# This project is CommonJS, as npm init makes it (the first one is an ES module project): init must make a34/ load.
DOCS_APP="$WORK/docs-app"
mkdir "$DOCS_APP"
(cd "$DOCS_APP" && npm init -y >/dev/null && npm pkg set type=commonjs private=true >/dev/null)
(cd "$ROOT" && node scripts/doc-commands.mjs README.md docs/*.md) >"$WORK/doc-commands.tsv"
for must in $'0\tREADME.md:[0-9]*\tnpx a34-verify run --adapter reference$' \
  $'1\tREADME.md:[0-9]*\tnpx a34-verify run --adapter settles-twice$'; do
  grep -q "$must" "$WORK/doc-commands.tsv" || fail "README.md no longer shows: ${must//$'\t'/ }"
done
ran=0
while IFS=$'\t' read -r expected where command; do
  file=${where%:*}
  page=$(basename "$file" .md)
  dir="$DOCS_APP"
  [ "$page" = README ] || dir="$DOCS_APP/$page"
  mkdir -p "$dir"
  [[ $command =~ ^npm\ (i|install)\ (.*\ )?a34-verify$ ]] && command="${command% a34-verify} $TARBALL"
  printf -- '-- %s (expects exit %s): %s\n' "$where" "$expected" "$command"
  set +e
  (cd "$dir" && bash -c "$command") >"$WORK/doc-command.log" 2>&1 </dev/null
  code=$?
  set -e
  if [ "$code" != "$expected" ]; then
    tail -n 30 "$WORK/doc-command.log" >&2
    fail "$where: '$command' exited $code, its doc says $expected"
  fi
  ran=$((ran + 1))
done <"$WORK/doc-commands.tsv"
echo "ran $ran documented commands, each with its documented exit code"

printf '\nconsumer check passed: a34-verify %s from its tarball\n' "$VERSION"

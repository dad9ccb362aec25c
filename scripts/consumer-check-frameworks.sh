#!/usr/bin/env bash
# Proves `check` from the outside, as a framework user meets it: pack the package, and for each stack make a fresh
# npm project in a temporary folder, install the tarball, run `init --framework <f>`, install the packages init names
# (pinned to the frameworks lanes' lock files), and run `check` on that user-shaped agent. The example agent has no
# guard, and these frameworks change tool lists (frameworks/expected/), so the documented verdict is exit 1 with
# findings in the report; the script asserts that, runs one printed replay command and expects it to find again, and
# type-checks the written target with tsc --init's strict defaults. The openai-agents project is CommonJS, the others ES modules.
# Usage: scripts/consumer-check-frameworks.sh [framework:lane ...]   (default: every stack below)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/a34-consumer-frameworks-XXXXXX")
trap 'rm -rf "$WORK"' EXIT
VERSION=$(node -p "require('$ROOT/package.json').version")
TS_VERSION=$(node -p "require('$ROOT/node_modules/typescript/package.json').version")
# ai 7 and Mastra need Node 22 (the node22 lane); on Node 20 npm resolves the AI SDK to ai 6 (the node20 lane).
STACKS=("$@")
[ ${#STACKS[@]} -gt 0 ] || STACKS=(ai-sdk:node20 openai-agents:node20 langchain:node20 mastra:node22 ai-sdk:node22)
step() { printf '\n== consumer check (frameworks): %s\n' "$*"; }
fail() {
  printf 'consumer check (frameworks) FAILED: %s\n' "$*" >&2
  exit 1
}
# The exact version a lane's lock file holds for a package: the versions frameworks/ci.sh runs.
pinned() { node -p "require('$ROOT/frameworks/$1/package-lock.json').packages['node_modules/$2']?.version ?? ''"; }

step "npm pack"
(cd "$ROOT" && npm pack --silent --pack-destination "$WORK" >/dev/null)
TARBALL="$WORK/a34-verify-$VERSION.tgz"
[ -f "$TARBALL" ] || fail "npm pack wrote no $TARBALL"

summary=()
for stack in "${STACKS[@]}"; do
  framework=${stack%%:*}
  lane=${stack##*:}
  APP="$WORK/$framework-$lane"
  mkdir "$APP"
  cd "$APP"
  npm init -y >/dev/null
  # One project stays CommonJS, as npm init makes it: init must then make a34/ load as ES modules (a34/package.json).
  type=module
  [ "$framework" != openai-agents ] || type=commonjs
  npm pkg set type=$type private=true >/dev/null
  started=$SECONDS

  step "$framework on $lane: install the tarball, init --framework $framework"
  npm i -D --no-audit --no-fund --loglevel=error "$TARBALL" >/dev/null
  npx a34-verify init --framework "$framework" | tee init.out
  [ -f a34/target.ts ] || fail "$framework: init --framework wrote no a34/target.ts"
  [ "$type" = module ] || grep -q '"module"' a34/package.json || fail "$framework: a CommonJS project got no a34/package.json"
  # The packages init tells the user to install, pinned to the lane's lock file (the framework is the user's, never ours).
  packages=()
  for name in $(sed -n 's/^ *1\. npm i -D \(.*\)    (.*$/\1/p' init.out); do
    version=$(pinned "$lane" "$name")
    [ -n "$version" ] || fail "$framework: $name is not in frameworks/$lane/package-lock.json"
    packages+=("$name@$version")
  done
  [ ${#packages[@]} -gt 0 ] || fail "$framework: init printed no npm i line"
  if [ "$lane" = node22 ]; then packages+=("node@$(pinned node22 node)"); fi
  step "$framework on $lane: npm i -D ${packages[*]}"
  npm i -D --no-audit --no-fund --loglevel=error "${packages[@]}" >/dev/null
  # node@22 puts its binary in node_modules/.bin, so the bin's `env node` is Node 22 there.
  export PATH="$APP/node_modules/.bin:$PATH"
  node=$(node --version)
  echo "node $node"

  step "$framework on $lane: a34-verify check (expected: exit 1, findings named in the report)"
  set +e
  a34-verify check --profile ci --reports reports/check >check.out 2>check.err
  code=$?
  set -e
  tail -4 check.out
  [ "$code" = 1 ] || {
    cat check.out check.err >&2
    fail "$framework on $lane: check exited $code, expected 1 (findings on an unguarded agent)"
  }
  findings=$(node -p "require('./reports/check/check.json').findings")
  [ "$findings" -gt 0 ] || fail "$framework on $lane: exit 1 but check.json names no finding"
  grep -q '^## Findings with their smallest counterexample' reports/check/check.md || fail "$framework: check.md lists no finding"
  grep -q '<failure' reports/check/check.junit.xml || fail "$framework: check.junit.xml has no failing test case"
  # The first printed replay command, run as printed, finds its finding again (exit 1).
  replay=$(sed -n 's/^  - replay: `npx \(a34-verify check .*\)`$/\1/p;T;q' reports/check/check.md)
  [ -n "$replay" ] || fail "$framework: no replay command in check.md"
  set +e
  eval "$replay" >replay.out 2>&1
  replayed=$?
  set -e
  [ "$replayed" = 1 ] || {
    cat replay.out >&2
    fail "$framework: the replay '$replay' exited $replayed, expected 1"
  }
  step "$framework on $lane: tsc --noEmit on a34/target.ts with tsc --init's strict defaults"
  npm i -D --no-audit --no-fund --loglevel=error "typescript@$TS_VERSION" "@types/node@${lane#node}" >/dev/null
  npx tsc --init >/dev/null
  npx tsc --noEmit -p tsconfig.json --types node || fail "$framework on $lane: the target written by init does not type-check"
  export PATH="${PATH#"$APP/node_modules/.bin:"}"
  summary+=("$framework on $lane ($type project, node $node, ${packages[*]}): check exit 1, $findings findings, replay exit 1, tsc clean, $((SECONDS - started)) s")
done

printf '\nconsumer check (frameworks) passed: a34-verify %s from its tarball\n' "$VERSION"
printf '  %s\n' "${summary[@]}"

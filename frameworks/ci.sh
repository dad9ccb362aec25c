#!/usr/bin/env bash
# Installs both framework lanes from their lock files and runs them at the ci profile.
# Exits non-zero only when actual findings differ from frameworks/expected/ or a control shows a finding.
set -euo pipefail
cd "$(dirname "$0")/.."
REPORTS="${A34_FRAMEWORK_REPORTS:-reports/frameworks}"
PROFILE="${A34_FRAMEWORK_PROFILE:-ci}"
started=$(date +%s)

install_lane() {
  # Skipped when the lane was installed from this very lock file (a re-run on the same machine).
  if [ ! -f "frameworks/$1/node_modules/.package-lock.json" ] || [ "frameworks/$1/package-lock.json" -nt "frameworks/$1/node_modules/.package-lock.json" ]; then
    (cd "frameworks/$1" && nice npm ci --no-audit --no-fund --loglevel=error)
  fi
}

install_lane node20
install_lane node22
NODE22="frameworks/node22/node_modules/node/bin/node"
if [ ! -x "$NODE22" ]; then
  echo "frameworks: $NODE22 missing (node@22's install script did not run); run: cd frameworks/node22 && npm rebuild node" >&2
  exit 2
fi
"$NODE22" --version

status=0
nice node --import tsx frameworks/core/main.ts --lane node20 --profile "$PROFILE" --reports "$REPORTS" || status=1
nice "$NODE22" --import tsx frameworks/core/main.ts --lane node22 --profile "$PROFILE" --reports "$REPORTS" || status=1
# A short no-false-refusal sweep as a regression check (the 10,000-list campaign: npm run frameworks:guard-sweep).
nice node --import tsx frameworks/core/main.ts --lane node20 --guard-sweep 250 --reports "$REPORTS" || status=1
nice "$NODE22" --import tsx frameworks/core/main.ts --lane node22 --guard-sweep 250 --reports "$REPORTS" || status=1
# The examples of docs/guard.md, run with a canned fetch: an unchanged turn and a changed one, refused.
nice node --import tsx frameworks/core/guard-examples.ts --lane node20 || status=1
nice "$NODE22" --import tsx frameworks/core/guard-examples.ts --lane node22 || status=1
# aiSdkToolOrder against ai 7's real generateText (any names, any partial toolOrder), and the faulty helpers rejected.
nice "$NODE22" --import tsx frameworks/core/tool-order-check.ts --lane node22 || status=1
# The evidence behind MASTRA_ZOD_ON_GEMINI: Mastra checks a zod tool's arguments before execute, not a JSON Schema one's.
nice "$NODE22" --import tsx frameworks/node22/checks/mastra-undeclared-key.ts || status=1
echo "frameworks/ci.sh: $(( $(date +%s) - started )) s, reports in $REPORTS/{node20,node22}/frameworks.md"
exit $status

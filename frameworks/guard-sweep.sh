#!/usr/bin/env bash
# The guard's no-false-refusal sweep (issue 29): N honest lists (default 10,000) through every guarded
# in-process target of both lanes, the lanes in parallel. A long campaign: not part of npm test or .ci/run.
# Exits non-zero when a lane saw a false refusal, a miss, or a refused control.
set -euo pipefail
cd "$(dirname "$0")/.."
LISTS="${1:-10000}"
REPORTS="${A34_FRAMEWORK_REPORTS:-reports/frameworks}"
NODE22="frameworks/node22/node_modules/node/bin/node"
for lane in node20 node22; do
  [ -d "frameworks/$lane/node_modules" ] || (cd "frameworks/$lane" && npm ci --no-audit --no-fund --loglevel=error)
done
started=$(date +%s)
nice node --import tsx frameworks/core/main.ts --lane node20 --guard-sweep "$LISTS" --reports "$REPORTS" &
node20=$!
nice "$NODE22" --import tsx frameworks/core/main.ts --lane node22 --guard-sweep "$LISTS" --reports "$REPORTS" &
node22=$!
status=0
wait "$node20" || status=1
wait "$node22" || status=1
echo "guard sweep: $LISTS lists per target, $(( $(date +%s) - started )) s, reports in $REPORTS/{node20,node22}/guard-sweep.md"
exit $status

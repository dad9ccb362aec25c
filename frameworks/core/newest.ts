import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { installNewest, NewestInstallError, type NewestRange, type VersionMove } from './newest-install.js';

/**
 * The newest-versions lane: installs the newest published version of every framework package of a lane
 * (a generated lock file under frameworks/newest-<lane>/), runs that lane at the same profile and prints
 * how its findings differ from frameworks/expected/. Exit 0: same findings; 1: a difference; 2: install failure.
 */
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

const Finding = z.object({ code: z.string(), path: z.string() }).passthrough();
const Actual = z.object({ finding: Finding }).passthrough();
const Expected = z
  .object({ target: z.string(), property: z.string(), code: z.string(), file: z.string() })
  .passthrough();
// Only the fields this diff prints; frameworks.json holds more.
const Report = z.object({
  verdict: z.object({
    unexpected: z.array(z.object({ target: z.string(), property: z.string(), actual: Actual })),
    missing: z.array(Expected),
    wrongPath: z.array(z.object({ expected: Expected.extend({ pathPattern: z.string() }), actual: Actual })),
  }),
  controlFindings: z.array(z.object({ target: z.string(), actual: Actual }).passthrough()),
  cells: z.array(z.object({ target: z.string(), property: z.string(), error: z.string().optional() }).passthrough()),
  targets: z.array(z.object({ id: z.string() }).passthrough()),
});
type Report = z.infer<typeof Report>;

/**
 * Target ids the pinned lane's last report has and the newest run has not, and the reverse: a major version
 * moved (`ai-sdk-6.gemini` becomes `ai-sdk-7.gemini`), so the old target's expected findings were not compared.
 */
export function targetChanges(pinned: readonly string[], newest: readonly string[]): string[] {
  return [
    ...pinned
      .filter((t) => !newest.includes(t))
      .map((t) => `TARGET GONE ${t} (its expected findings were not compared)`),
    ...newest.filter((t) => !pinned.includes(t)).map((t) => `TARGET NEW  ${t}`),
  ];
}

/** NEW, GONE, MOVED, CONTROL and ERROR lines of one newest run: empty when its findings equal the pinned ones. */
export function differences(report: Report): string[] {
  const v = report.verdict;
  return [
    ...v.unexpected.map(
      (u) => `NEW   ${u.target} · ${u.property} · ${u.actual.finding.code} at ${u.actual.finding.path}`,
    ),
    ...v.missing.map((m) => `GONE  ${m.target} · ${m.property} · ${m.code} (${m.file})`),
    ...v.wrongPath.map(
      (w) =>
        `MOVED ${w.expected.target} · ${w.expected.property} · ${w.expected.code} at ${w.actual.finding.path}, outside /${w.expected.pathPattern}/ (${w.expected.file})`,
    ),
    ...report.controlFindings.map((c) => `CONTROL ${c.target} · ${c.actual.finding.code} (a harness bug)`),
    ...report.cells.filter((c) => c.error !== undefined).map((c) => `ERROR ${c.target} · ${c.property}: ${c.error}`),
  ];
}

const movesLines = (moves: readonly VersionMove[]): string[] =>
  moves.map(
    (m) => `${m.pinned === m.newest ? '  ' : '→ '}${m.pkg} ${m.pinned}${m.pinned === m.newest ? '' : ` → ${m.newest}`}`,
  );

function runLane(lane: 'node20' | 'node22', dir: string, profile: string, reports: string): Report {
  // Node 22's lane runs on the node@22 its own (pinned) dependencies install.
  const node = lane === 'node22' ? join(dir, 'node_modules/node/bin/node') : process.execPath;
  const args = ['--import', 'tsx', 'frameworks/core/main.ts', '--lane', lane, '--lane-dir', dir];
  const r = spawnSync(node, [...args, '--profile', profile, '--reports', reports], { cwd: ROOT, stdio: 'inherit' });
  if (r.status === 2 || r.status === null)
    throw new NewestInstallError(`the ${lane} lane could not run (exit ${r.status})`);
  return Report.parse(JSON.parse(readFileSync(join(reports, lane, 'frameworks.json'), 'utf8')));
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      lane: { type: 'string', multiple: true },
      profile: { type: 'string', default: 'ci' },
      range: { type: 'string', default: 'latest' },
      reports: { type: 'string', default: 'reports/frameworks-newest' },
    },
  });
  const lanes = values.lane ?? ['node20', 'node22'];
  if (!lanes.every((l) => l === 'node20' || l === 'node22')) throw new Error('newest: --lane node20|node22');
  if (values.range !== 'latest' && values.range !== 'major') throw new Error('newest: --range latest|major');
  const range: NewestRange = values.range;
  const reports = resolve(values.reports);
  let status = 0;
  for (const lane of lanes as ('node20' | 'node22')[]) {
    const dir = join(ROOT, 'frameworks', `newest-${lane}`);
    const moves = installNewest(join(ROOT, 'frameworks', lane), dir, range);
    process.stdout.write(`newest ${lane} (${range}): versions\n${movesLines(moves).join('\n')}\n`);
    const report = runLane(lane, dir, values.profile, reports);
    const pinnedFile = join(ROOT, 'reports/frameworks', lane, 'frameworks.json');
    const pinned = existsSync(pinnedFile)
      ? Report.parse(JSON.parse(readFileSync(pinnedFile, 'utf8'))).targets.map((t) => t.id)
      : undefined;
    if (pinned === undefined)
      process.stdout.write(`newest ${lane}: no ${pinnedFile} (bash frameworks/ci.sh): target ids not compared\n`);
    const ids = report.targets.map((t) => t.id);
    const diff = [...differences(report), ...(pinned === undefined ? [] : targetChanges(pinned, ids))];
    const summary = diff.length === 0 ? 'same findings as frameworks/expected/' : `${diff.length} differences`;
    process.stdout.write(`newest ${lane}: ${summary}\n${diff.join('\n')}${diff.length === 0 ? '' : '\n'}`);
    mkdirSync(join(reports, lane), { recursive: true });
    const md = [
      `# Newest versions: lane ${lane}, range ${range}, profile ${values.profile}`,
      '',
      '```',
      ...movesLines(moves),
      '```',
      '',
      `${summary}:`,
      '',
      '```',
      ...diff,
      '```',
      '',
    ];
    writeFileSync(join(reports, lane, 'newest.md'), md.join('\n'));
    if (diff.length > 0) status = 1;
  }
  return status;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let code: number;
  try {
    code = await main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`newest: ${error instanceof Error ? error.message : String(error)}\n`);
    code = 2;
  }
  process.exit(code);
}

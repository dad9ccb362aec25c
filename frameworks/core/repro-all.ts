import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { judgeWire } from '../../src/frameworks/judge.js';
import { SEAM_KEY, SEAM_TEXT } from '../../src/frameworks/properties.js';
import { readBody } from '../../src/guard/wire/read-body.js';
import { reportedFindings } from './repro-finding.js';
import { REPRO_SERVER } from './repro-frameworks.js';
import { judgeListChanged } from './repro-list-changed.js';
import {
  GIVEN_MARKER,
  THREW_MARKER,
  type ReproFinding,
  ReproUnsupportedError,
  reproScript,
  SENT_MARKER,
} from './repro-script.js';

/**
 * Runs the repro script of every finding in the lanes' last reports on its lane's Node and judges what the
 * script printed with the lane's own judge: a row reproduces alone when that judge finds the same code.
 *   npx tsx frameworks/core/repro-all.ts [--reports dir] [--lane node20|node22] [--property id] [--target prefix] [--shard i/n]
 */
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export type ReproOutcome = 'reproduces' | 'differs' | 'unsupported' | 'failed';

/** Runs one finding's script inside its lane folder (so its imports resolve) and judges the printed request. */
export function runRepro(f: ReproFinding, dir: string, index: number): { outcome: ReproOutcome; detail: string } {
  let script: string;
  try {
    script = reproScript(f);
  } catch (error) {
    if (error instanceof ReproUnsupportedError) return { outcome: 'unsupported', detail: error.message };
    throw error;
  }
  const file = join(dir, `repro-${index}.mjs`);
  writeFileSync(file, script);
  const node = f.lane === 'node22' ? join(ROOT, 'frameworks/node22/node_modules/node/bin/node') : 'node';
  const r = spawnSync(node, [file], { encoding: 'utf8', timeout: 60_000 });
  if (f.property === 'mcp-list-changed') return judgeListChanged(f, r);
  // A loud refusal before any request: the lane's request.errored (the script prints what was thrown).
  if (f.code === 'request.errored')
    return r.stdout.includes(THREW_MARKER)
      ? { outcome: 'reproduces', detail: '' }
      : { outcome: 'differs', detail: 'the call did not throw' };
  const at = r.stdout.lastIndexOf(SENT_MARKER);
  if (at < 0) return { outcome: 'failed', detail: `exit ${r.status}: ${r.stderr.slice(0, 300)}` };
  const sent = JSON.parse(r.stdout.slice(at + SENT_MARKER.length)) as unknown;
  // Mastra names MCP tools `<server>_<tool>` and declares it: the same name table the lane judges with.
  const names = f.target.startsWith('mastra.mcp.')
    ? Object.fromEntries(f.tools.map((t) => [`${REPRO_SERVER}_${t.name}`, t.name]))
    : undefined;
  if (sent === null) return { outcome: 'failed', detail: 'no request reached fetch' };
  if (f.property === 'no-aliasing' || f.property === 'seam-detected') return seamOutcome(f, r.stdout, at, sent);
  let entries: ReturnType<typeof readBody>;
  try {
    entries = readBody(f.provider, { tools: sent });
  } catch (error) {
    return { outcome: 'failed', detail: `unreadable tools ${JSON.stringify(sent).slice(0, 200)}: ${String(error)}` };
  }
  const codes = judgeWire({
    provider: f.provider,
    expected: f.tools,
    entries,
    ...(names === undefined ? {} : { names }),
  }).map((x) => x.code);
  return codes.includes(f.code)
    ? { outcome: 'reproduces', detail: '' }
    : { outcome: 'differs', detail: `judged ${codes.join(', ') || 'nothing'}` };
}

/** A seam row reproduces when the script shows what the lane saw: the edit on the wire, or in the caller's objects. */
function seamOutcome(
  f: ReproFinding,
  stdout: string,
  sentAt: number,
  sent: unknown,
): { outcome: ReproOutcome; detail: string } {
  const givenAt = stdout.lastIndexOf(GIVEN_MARKER);
  const given = JSON.parse(stdout.slice(givenAt + GIVEN_MARKER.length, sentAt)) as unknown;
  const entries = readBody(f.provider, { tools: sent });
  const seen =
    f.code === 'inputSchema.leaked:user-object'
      ? JSON.stringify(given) !== JSON.stringify(f.tools)
      : f.code === 'inputSchema.leaked:next-call'
        ? JSON.stringify(sent).includes(SEAM_KEY)
        : f.code.startsWith('request.undetected:') && entries[0]?.description === SEAM_TEXT;
  return seen
    ? { outcome: 'reproduces', detail: '' }
    : { outcome: 'differs', detail: `the script did not show ${f.code}` };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      reports: { type: 'string', default: join(ROOT, 'reports/frameworks') },
      lane: { type: 'string' },
      property: { type: 'string' },
      target: { type: 'string' },
      shard: { type: 'string', default: '1/1' },
    },
  });
  // A shard takes every n-th finding, so two processes share the rows without overlap.
  const [shard, shards] = values.shard.split('/').map(Number) as [number, number];
  const findings = reportedFindings(resolve(values.reports))
    .filter((f) => values.lane === undefined || f.lane === values.lane)
    .filter((f) => values.property === undefined || f.property === values.property)
    .filter((f) => values.target === undefined || f.target.startsWith(values.target))
    .filter((_, i) => i % shards === shard - 1);
  const counts: Record<ReproOutcome, number> = { reproduces: 0, differs: 0, unsupported: 0, failed: 0 };
  const dirs = new Set<string>();
  findings.forEach((f, i) => {
    const dir = join(ROOT, 'frameworks', f.lane, `repro-tmp-${shard}`);
    mkdirSync(dir, { recursive: true });
    dirs.add(dir);
    const { outcome, detail } = runRepro(f, dir, i);
    counts[outcome]++;
    if (outcome !== 'unsupported')
      process.stdout.write(
        `${outcome.padEnd(10)} ${f.target} · ${f.property} · ${f.code}${detail === '' ? '' : ` (${detail})`}\n`,
      );
  });
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const supported = findings.length - counts.unsupported;
  process.stdout.write(
    `repro-all: ${counts.reproduces} of ${supported} findings reproduce alone (${counts.differs} differ, ${counts.failed} failed); ${counts.unsupported} of ${findings.length} findings have no standalone script (guarded targets, loop properties other than mcp-list-changed)\n`,
  );
  process.exit(counts.reproduces === supported ? 0 : 1);
}

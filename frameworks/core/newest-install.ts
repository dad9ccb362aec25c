import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** How far a dependency moves: the `latest` dist-tag, or the newest release inside the pinned major. */
export type NewestRange = 'latest' | 'major';

/** One framework package: what the lane's lock file pins and what the newest lane installs. */
export interface VersionMove {
  readonly pkg: string;
  readonly pinned: string;
  readonly newest: string;
}

const Manifest = z.object({ dependencies: z.record(z.string(), z.string()) }).passthrough();
const Lock = z.object({ packages: z.record(z.string(), z.object({ version: z.string().optional() }).passthrough()) });

// The lane's Node itself stays pinned: node@22 is how the node22 lane gets its runtime, not a framework.
const KEEP = new Set(['node']);

function npm(args: readonly string[], cwd: string): { ok: boolean; out: string } {
  const r = spawnSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

/** The version `npm view` gives for `pkg` at `range` (the highest, when a range matches several). */
function newestVersion(pkg: string, pinned: string, range: NewestRange, cwd: string): string {
  const spec = range === 'latest' ? `${pkg}@latest` : `${pkg}@^${pinned.split('.')[0] ?? pinned}`;
  const r = npm(['view', spec, 'version', '--json'], cwd);
  if (!r.ok) throw new Error(`npm view ${spec} failed: ${r.out}`);
  const parsed = z.union([z.string(), z.array(z.string())]).parse(JSON.parse(r.out));
  const last = typeof parsed === 'string' ? parsed : parsed.at(-1);
  if (last === undefined) throw new Error(`npm view ${spec}: no version`);
  return last;
}

/** Thrown when the newest versions cannot be resolved or installed (exit 2 of the newest lane). */
export class NewestInstallError extends Error {
  override readonly name = 'NewestInstallError';
}

/**
 * Makes `dir` a copy of `laneDir` (package.json and targets/) with every framework dependency set to its
 * newest version, generates a lock file there and installs from it. Returns what moved.
 */
export function installNewest(laneDir: string, dir: string, range: NewestRange): VersionMove[] {
  const manifest = Manifest.parse(JSON.parse(readFileSync(join(laneDir, 'package.json'), 'utf8')));
  const lock = Lock.parse(JSON.parse(readFileSync(join(laneDir, 'package-lock.json'), 'utf8')));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const moves: VersionMove[] = [];
  const dependencies: Record<string, string> = {};
  for (const [pkg, spec] of Object.entries(manifest.dependencies)) {
    const pinned = lock.packages[`node_modules/${pkg}`]?.version ?? spec;
    if (KEEP.has(pkg)) {
      dependencies[pkg] = pinned;
      continue;
    }
    try {
      const newest = newestVersion(pkg, pinned, range, dir);
      dependencies[pkg] = newest;
      moves.push({ pkg, pinned, newest });
    } catch (error) {
      throw new NewestInstallError(error instanceof Error ? error.message : String(error));
    }
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ ...manifest, dependencies }, null, 2)}\n`);
  // The targets import relative to their folder, so a copy at the same depth resolves the fresh node_modules.
  cpSync(join(laneDir, 'targets'), join(dir, 'targets'), { recursive: true });
  for (const step of [['install', '--package-lock-only'], ['ci']]) {
    const r = npm(step, dir);
    if (!r.ok) throw new NewestInstallError(`npm ${step.join(' ')} in ${dir} failed:\n${r.out}`);
  }
  if (!existsSync(join(dir, 'package-lock.json'))) throw new NewestInstallError(`no lock file in ${dir}`);
  return moves;
}

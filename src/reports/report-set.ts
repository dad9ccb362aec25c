import { randomBytes } from 'node:crypto';
import { link, lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { writeNewFlushed } from './atomic-write.js';

/**
 * Writes files as one set, so that after a kill at any moment the folder shows wholly the previous set or
 * wholly the new one. Each name in `dir` is a fixed symlink through one switch, `.a34-verify/current`, to
 * a folder holding a whole set; the new set is written to a fresh folder beside it and the switch is
 * replaced by one rename(2). Other files in `dir` are never touched.
 */

/** The hidden folder holding the sets and the switch. */
export const REPORT_SETS = '.a34-verify';
const CURRENT = 'current';

/** One file of a set: its name in the reports folder and its text. */
export interface SetFile {
  readonly name: string;
  readonly text: string;
}

/**
 * Test-only hook: when set to N, every step is named on stderr and the writer stalls after the N-th (0: never),
 * so a test can kill it exactly there. Unset, steps cost nothing.
 */
const PAUSE_ENV = 'A34_TEST_ONLY_STALL_REPORT_SET_AFTER_STEP';
let stepsTaken = 0;

async function step(name: string): Promise<void> {
  const stallAt = process.env[PAUSE_ENV];
  if (stallAt === undefined) return;
  process.stderr.write(`report set step ${++stepsTaken}: ${name}\n`);
  if (stepsTaken === Number(stallAt)) await new Promise((resolve) => setTimeout(resolve, 60_000));
}

const token = (): string => `${process.pid}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** The pid a set, a switch or a temp file of one of `names` was made by (`run-<pid>-…`, `.<name>.<pid>.<hex>.tmp`). */
const pidIn = (entry: string, names: readonly string[]): number | undefined => {
  const set = /^(?:run|legacy|current)-(\d+)-/.exec(entry)?.[1];
  const temp = names.some((n) => entry.startsWith(`.${n}.`))
    ? /\.(\d+)\.[0-9a-f]+\.(?:tmp|link)$/.exec(entry)?.[1]
    : undefined;
  const pid = Number(set ?? temp);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
};

/** A writer still running may own it: its own process, or one the system still knows (EPERM: another user's). */
function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes what killed writers left: sets never switched to, switches never renamed, temp files of the set's names. */
async function removeStale(dir: string, sets: string, names: readonly string[]): Promise<void> {
  const current = await readCurrent(sets);
  const stale = async (folder: string, keep: (entry: string) => boolean) => {
    for (const entry of await readdir(folder)) {
      const pid = pidIn(entry, names);
      if (pid !== undefined && !keep(entry) && !alive(pid))
        await rm(join(folder, entry), { recursive: true, force: true });
    }
  };
  await stale(sets, (entry) => entry === current);
  await stale(dir, () => false);
}

const readCurrent = async (sets: string): Promise<string | undefined> =>
  readlink(join(sets, CURRENT)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/** Points `path` at `target` by renaming a fresh symlink over it: readers see the old link or the new one. */
async function swapLink(path: string, target: string, temp: string): Promise<void> {
  await rm(temp, { force: true });
  await symlink(target, temp);
  await rename(temp, path);
}

/**
 * Makes every name a link through the switch. A name still a plain file (a folder written before sets, or
 * by hand) is first hard-linked into a legacy set the switch points at, so it shows the same text throughout.
 */
async function linkNames(dir: string, sets: string, names: readonly string[]): Promise<void> {
  const loose: string[] = [];
  for (const name of names) {
    const stat = await lstat(join(dir, name)).catch(() => undefined);
    const ours =
      stat?.isSymbolicLink() === true && (await readlink(join(dir, name))) === join(REPORT_SETS, CURRENT, name);
    if (!ours) loose.push(name);
  }
  if (loose.length === 0) return;
  if ((await readCurrent(sets)) === undefined) {
    const legacy = `legacy-${token()}`;
    await mkdir(join(sets, legacy));
    for (const name of loose)
      await link(join(dir, name), join(sets, legacy, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    await swapLink(join(sets, CURRENT), legacy, join(sets, `${CURRENT}-${token()}`));
    await step('legacy set');
  }
  for (const name of loose) {
    await swapLink(
      join(dir, name),
      join(REPORT_SETS, CURRENT, name),
      join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.link`),
    );
    await step(`linked ${name}`);
  }
}

/**
 * Writes `files` into `dir` as one set and returns their paths: the folder shows wholly the previous set
 * until the switch, then wholly this one; a name left out of this set no longer shows a file. Stale sets
 * and temp files of killed writers are removed first; the previous set is removed after the switch.
 */
export async function writeReportSet(dir: string, files: readonly SetFile[]): Promise<string[]> {
  const sets = join(dir, REPORT_SETS);
  await mkdir(sets, { recursive: true });
  await removeStale(
    dir,
    sets,
    files.map((f) => f.name),
  );
  const id = `run-${token()}`;
  await mkdir(join(sets, id));
  let switched = false;
  try {
    for (const file of files) {
      // Flushed before the set can point at it.
      await writeNewFlushed(join(sets, id, file.name), file.text);
      await step(`wrote ${file.name}`);
    }
    await linkNames(
      dir,
      sets,
      files.map((f) => f.name),
    );
    const previous = await readCurrent(sets);
    await swapLink(join(sets, CURRENT), id, join(sets, `${CURRENT}-${token()}`));
    switched = true;
    await step('switched');
    if (previous !== undefined && previous !== id) await rm(join(sets, previous), { recursive: true, force: true });
  } catch (error) {
    if (!switched) await rm(join(sets, id), { recursive: true, force: true });
    throw error;
  }
  return files.map((f) => join(dir, f.name));
}

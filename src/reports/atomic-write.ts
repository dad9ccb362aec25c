import { randomBytes } from 'node:crypto';
import { link, mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The one home of atomic file writes: replace a file whole, or create one whole and never replace it (a set of files: report-set.ts). */

/** Writes `text` to a file that must not exist yet ('wx' refuses to follow or reuse one), flushed to disk. */
export async function writeNewFlushed(path: string, text: string): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `text` to a new temporary sibling of `target`, flushed to disk, and returns its path. The same
 * directory because rename and link are atomic only within one file system; nothing is left when it fails.
 */
async function flushedSibling(target: string, text: string): Promise<string> {
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeNewFlushed(temp, text);
    return temp;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Writes `content` to `path` so that readers see either the old file or the complete new one: a flushed
 * temporary sibling, then renamed over.
 */
export async function writeFileAtomic(path: string, content: string): Promise<void> {
  let temp: string | undefined;
  try {
    temp = await flushedSibling(path, content);
    await rename(temp, path);
  } catch (error) {
    if (temp !== undefined) await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Creates `file` with `text` atomically and never replaces an existing file: returns `exists` instead.
 * The text goes to a flushed temporary sibling first, then link(2) publishes it whole or not at all.
 */
export async function createFileAtomic(file: string, text: string): Promise<'created' | 'exists'> {
  await mkdir(dirname(file), { recursive: true });
  const temp = await flushedSibling(file, text);
  try {
    return await link(temp, file).then(
      () => 'created' as const,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return 'exists' as const;
        throw error;
      },
    );
  } finally {
    await rm(temp, { force: true });
  }
}

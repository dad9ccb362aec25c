import { randomBytes } from 'node:crypto';
import { link, mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The one home of atomic file writes: replace a file whole, or create one whole and never replace it (a set of files: report-set.ts). */

/**
 * Writes `content` to `path` so that readers see either the old file or the complete new one: a temp file
 * in the same directory (rename is atomic only within one file system), flushed to disk, then renamed over.
 */
export async function writeFileAtomic(path: string, content: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    // 'wx' refuses to follow or reuse an existing file at the temp name.
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Creates `file` with `text` atomically and never replaces an existing file: returns `exists` instead.
 * The text goes to a flushed temporary sibling first, then link(2) publishes it whole or not at all.
 */
export async function createFileAtomic(file: string, text: string): Promise<'created' | 'exists'> {
  await mkdir(dirname(file), { recursive: true });
  // Same directory as the target: link is atomic only within one file system.
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
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

import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { CORPUS_FILE_MAX_BYTES } from '../../harness/limits.js';
import { readBoundedJson } from './input-file.js';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { createFileAtomic } from '../../reports/atomic-write.js';
import { CORPUS_VERSION, CorpusEntrySchema, type CorpusEntry } from './corpus-entry.js';
import { zodIssues, type InputIssue } from './input-issue.js';
import { toJsonValue } from './json-value.js';

/** A path segment from an adapter or property id: anything odd becomes `_`, so ids cannot climb out of the corpus. */
const segment = (id: string): string => id.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');

/** Folder of one adapter's saved counterexamples for one property. */
export const corpusFolder = (root: string, adapter: string, propertyId: string): string =>
  join(root, segment(adapter), segment(propertyId));

/** What a failure leaves behind to be replayed. */
export interface FailureToSave {
  readonly propertyId: string;
  readonly adapter: string;
  readonly seed: number;
  readonly path: string;
  readonly counterexample: unknown;
}

/** Saves a failure as `<root>/<adapter>/<property>/<hash>.json`; an identical entry already there is kept as it is. */
export async function saveCounterexample(
  root: string,
  failure: FailureToSave,
): Promise<{ file: string; created: boolean }> {
  const { json, exact } = toJsonValue(failure.counterexample);
  const identity = exact ? JSON.stringify(json) : `${failure.seed}:${failure.path}:${fc.__version}`;
  const hash = createHash('sha256').update(`${failure.propertyId}\n${identity}`).digest('hex').slice(0, 12);
  const entry: CorpusEntry = {
    version: CORPUS_VERSION,
    propertyId: failure.propertyId,
    adapter: failure.adapter,
    seed: failure.seed,
    path: failure.path,
    fastCheckVersion: fc.__version,
    savedAt: new Date().toISOString(),
    replay: exact ? 'value' : 'path',
    value: json,
  };
  const file = join(corpusFolder(root, failure.adapter, failure.propertyId), `${hash}.json`);
  return { file, created: (await createFileAtomic(file, `${JSON.stringify(entry, null, 2)}\n`)) === 'created' };
}

/** Reads and validates one corpus file; problems come back as issues naming the file and field. */
export function readCorpusFile(file: string): CorpusEntry | InputIssue[] {
  const read = readBoundedJson(file, CORPUS_FILE_MAX_BYTES, 'a corpus entry', 'not a readable JSON corpus entry');
  if (Array.isArray(read)) return read;
  const { json } = read;
  const version = (json as { version?: unknown } | null)?.version;
  if (json !== null && typeof json === 'object' && version !== CORPUS_VERSION) {
    return [
      {
        file,
        path: '$.version',
        message: `corpus format ${JSON.stringify(version)} is not ${CORPUS_VERSION}: written by another version of a34-verify; delete it or re-save it`,
      },
    ];
  }
  const parsed = CorpusEntrySchema.safeParse(json);
  if (!parsed.success) return zodIssues(file, parsed.error);
  if (parsed.data.replay === 'path' && parsed.data.fastCheckVersion !== fc.__version) {
    return [
      {
        file,
        path: '$.fastCheckVersion',
        message: `saved by fast-check ${parsed.data.fastCheckVersion}; its seed and path replay only with that version (this is ${fc.__version})`,
      },
    ];
  }
  return parsed.data;
}

const isFolder = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;

/** Saved counterexamples of one property on one adapter, in file-name order, with every problem found. */
export function loadCorpus(
  root: string,
  adapter: string,
  propertyId: string,
): { entries: { file: string; entry: CorpusEntry }[]; issues: InputIssue[] } {
  const folder = corpusFolder(root, adapter, propertyId);
  const entries: { file: string; entry: CorpusEntry }[] = [];
  const issues: InputIssue[] = [];
  if (!isFolder(folder)) return { entries, issues };
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
    .sort()) {
    const file = join(folder, name);
    const shown = relative(process.cwd(), file) || file;
    const read = readCorpusFile(file);
    if (Array.isArray(read)) issues.push(...read.map((i) => ({ ...i, file: shown })));
    else if (read.propertyId !== propertyId || read.adapter !== adapter)
      issues.push({
        file: shown,
        path: read.propertyId !== propertyId ? '$.propertyId' : '$.adapter',
        message: `entry for ${read.adapter}/${read.propertyId} filed under ${adapter}/${propertyId}`,
      });
    else entries.push({ file: shown, entry: read });
  }
  return { entries, issues };
}

import { readdirSync } from 'node:fs';
import { RED_FILE_MAX_BYTES } from '../../harness/limits.js';
import { basename, join } from 'node:path';
import { jsonPath, zodIssues, type InputIssue } from '../corpus/input-issue.js';
import { readBoundedJson } from '../corpus/input-file.js';
import { checkCaseFacts } from './build-facts.js';
import { RedCaseSchema, type RedCase } from './red-case.js';

/** The valid cases of a folder and every problem with the others. */
export interface RedCatalog {
  readonly cases: RedCase[];
  readonly errors: InputIssue[];
}

function loadOne(file: string): RedCase | InputIssue[] {
  const read = readBoundedJson(file, RED_FILE_MAX_BYTES, 'a RED case', 'not valid JSON');
  if (Array.isArray(read)) return read;
  const { json } = read;
  const parsed = RedCaseSchema.safeParse(json);
  if (!parsed.success) return zodIssues(file, parsed.error);
  const errors: InputIssue[] = checkCaseFacts(parsed.data).map((i) => ({
    file,
    path: jsonPath(i.path),
    message: i.message,
  }));
  const stem = basename(file, '.json');
  if (parsed.data.id !== stem)
    errors.push({
      file,
      path: '$.id',
      message: `id ${JSON.stringify(parsed.data.id)} must equal the file name ${JSON.stringify(stem)}`,
    });
  return errors.length > 0 ? errors : parsed.data;
}

/** Loads and validates every `*.json` in `dir`, in name order; a bad file is reported and never stops the others. */
export function loadRedCases(dir: string): RedCatalog {
  const cases: RedCase[] = [];
  const errors: InputIssue[] = [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const loaded = loadOne(join(dir, name));
    if (Array.isArray(loaded)) errors.push(...loaded);
    else cases.push(loaded);
  }
  return { cases, errors };
}

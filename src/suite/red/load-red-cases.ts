import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { childPath } from '../../reference/parity/json-path.js';
import { checkCaseFacts } from './build-facts.js';
import { RedCaseSchema, type RedCase } from './red-case.js';

/** A RED file that could not be used: which file, which field (JSONPath-like), and why. */
export interface RedCaseError {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

/** The valid cases of a folder and every problem with the others. */
export interface RedCatalog {
  readonly cases: RedCase[];
  readonly errors: RedCaseError[];
}

const toPath = (keys: readonly PropertyKey[]): string =>
  keys.reduce<string>((at, k) => childPath(at, typeof k === 'number' ? k : String(k)), '$');

/** One line per error, for a thrown message or a report. */
export const formatRedCaseError = (e: RedCaseError): string => `${e.file}: ${e.path}: ${e.message}`;

function loadOne(file: string): RedCase | RedCaseError[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return [{ file, path: '$', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }];
  }
  const parsed = RedCaseSchema.safeParse(json);
  if (!parsed.success) return parsed.error.issues.map((i) => ({ file, path: toPath(i.path), message: i.message }));
  const errors: RedCaseError[] = checkCaseFacts(parsed.data).map((i) => ({
    file,
    path: toPath(i.path),
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
  const errors: RedCaseError[] = [];
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

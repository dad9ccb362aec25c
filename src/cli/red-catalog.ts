import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InputError, type InputIssue } from '../suite/corpus/input-issue.js';
import type { RedEntry } from '../suite/run-suite.js';
import { loadRedCases } from '../suite/red/index.js';
import { shown } from './context.js';
import type { CliIo } from './io.js';

/** The RED cases of a folder with their files; bad files become input issues and the rest still run. */
export function loadRedCatalog(dir: string, io: CliIo): { entries: RedEntry[]; issues: InputIssue[] } {
  if (!existsSync(dir))
    throw new InputError([{ file: shown(io, dir), path: '$', message: 'RED case folder not found' }]);
  const { cases, errors } = loadRedCases(dir);
  return {
    entries: cases.map((redCase) => ({ redCase, file: shown(io, join(dir, `${redCase.id}.json`)) })),
    issues: errors.map((e) => ({ file: shown(io, e.file), path: e.path, message: e.message })),
  };
}

import { statSync } from 'node:fs';
import { join } from 'node:path';
import { InputError, type InputIssue } from '../suite/corpus/input-issue.js';
import type { RedEntry } from '../suite/run-suite.js';
import { loadRedCases } from '../suite/red/index.js';
import { shown } from './context.js';
import type { CliIo } from './io.js';

/** The RED cases of several folders with their files; bad files and ids met twice become input issues, the rest still run. */
export function loadRedCatalog(
  dirs: readonly string[],
  io: Pick<CliIo, 'cwd'>,
): { entries: RedEntry[]; issues: InputIssue[] } {
  const entries: RedEntry[] = [];
  const issues: InputIssue[] = [];
  for (const dir of dirs) {
    const stats = statSync(dir, { throwIfNoEntry: false });
    if (stats?.isDirectory() !== true)
      throw new InputError([
        {
          file: shown(io, dir),
          path: '$',
          message: `RED case folder ${stats === undefined ? 'not found' : 'is not a folder'}`,
        },
      ]);
    const { cases, errors } = loadRedCases(dir);
    issues.push(...errors.map((e) => ({ file: shown(io, e.file), path: e.path, message: e.message })));
    for (const redCase of cases) {
      const file = shown(io, join(dir, `${redCase.id}.json`));
      const first = entries.find((e) => e.redCase.id === redCase.id);
      if (first === undefined) entries.push({ redCase, file });
      else issues.push({ file, path: '$.id', message: `RED id ${redCase.id} is already taken by ${first.file}` });
    }
  }
  return { entries, issues };
}

import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { describeThrown } from '../harness/isolation/describe-thrown.js';
import { shown } from './context.js';
import type { CliIo } from './io.js';
import { InputError } from '../suite/corpus/input-issue.js';
import { etfResearchFacts } from '../harness/fixtures/etf-facts.js';
import { AdapterResultError } from '../harness/adapter-guard.js';
import type { SystemSource } from '../harness/system-under-test.js';

/**
 * One plain ETF turn through the implementation before anything runs or is written: an adapter
 * whose results have the wrong shape is bad input, and stops here with the field it got wrong.
 */
export async function preflight(source: SystemSource): Promise<void> {
  const facts = etfResearchFacts();
  try {
    const system = source.createSystem();
    await system.project(facts);
    await system.recover([], []);
    await system.run({
      facts,
      identity: { ...facts.turn, requestId: 'preflight' },
      messages: [{ role: 'user', content: 'preflight' }],
      publishable: [],
      mutations: [],
      faults: { providerFails: false },
    });
  } catch (error) {
    // Only shape violations stop the run; a wrong verdict or a throw is for the properties to report.
    if (error instanceof AdapterResultError)
      throw new InputError([
        { file: error.module, path: error.path, message: `${error.method} result: ${error.detail}` },
      ]);
  }
}

/** A folder the run will write to, checked before the run starts: it, or the folder it will be made in, is writable. */
export function writableFolder(dir: string, what: string, io: CliIo): void {
  let existing = dir;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  try {
    if (!statSync(existing).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    accessSync(existing, constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? describeThrown(error);
    throw new InputError([{ file: shown(io, dir), path: '$', message: `${what} is not writable (${reason})` }]);
  }
}

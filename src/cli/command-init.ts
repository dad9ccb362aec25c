import { join } from 'node:path';
import { createFileAtomic } from '../reports/atomic-write.js';
import { shown } from './context.js';
import { INIT_FILES } from './init-templates.js';
import { EXIT, type CliIo, type ExitCode } from './io.js';

/** `init`: scaffolds config, adapter skeleton, RED folder and CI workflow; an existing file is kept, never overwritten. */
export async function initCommand(io: CliIo): Promise<ExitCode> {
  for (const file of INIT_FILES) {
    const target = join(io.cwd, file.path);
    const written = (await createFileAtomic(target, file.body)) !== 'exists';
    io.out(`${written ? 'wrote' : 'kept '} ${shown(io, target)}${written ? '' : ' (exists; not overwritten)'}`);
  }
  io.out(
    [
      '',
      'next:',
      '  1. fill in the TODOs of a34/adapter.ts (the contract: node_modules/a34-verify/docs/adapter.md)',
      '  2. npx a34-verify run            (reads a34.config.ts)',
      '  3. commit a34/ and .github/workflows/a34-verify.yml',
    ].join('\n'),
  );
  return EXIT.ok;
}

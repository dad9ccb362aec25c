import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ESM_FOLDER_PACKAGE, packageTypeAt } from '../harness/isolation/module-scope.js';
import { packagePath } from '../harness/package-root.js';
import { createFileAtomic } from '../reports/atomic-write.js';
import { shown } from './context.js';
import { FRAMEWORK_IDS, FRAMEWORK_TEMPLATES, TARGET_FILE } from './init-frameworks.js';
import { INIT_FILES, type InitFile } from './init-templates.js';
import { newestWorkflow } from './init-newest-workflow.js';
import { EXIT, UsageError, type CliIo, type ExitCode } from './io.js';

/** Creates each file that does not exist yet; an existing file is kept, never overwritten. */
async function writeNew(io: CliIo, files: readonly InitFile[]): Promise<void> {
  for (const file of files) {
    const target = join(io.cwd, file.path);
    const written = (await createFileAtomic(target, file.body)) !== 'exists';
    io.out(`${written ? 'wrote' : 'kept '} ${shown(io, target)}${written ? '' : ' (exists; not overwritten)'}`);
  }
}

/**
 * Writes a scaffold's files. Where the project loads .ts as CommonJS it first writes a34/package.json, so the files
 * init puts in a34/ load as ES modules (a34-verify is one), and says why.
 */
async function writeScaffold(io: CliIo, files: readonly InitFile[]): Promise<void> {
  const commonJs = packageTypeAt(join(io.cwd, 'a34')) !== 'module';
  await writeNew(io, commonJs ? [{ path: 'a34/package.json', body: ESM_FOLDER_PACKAGE }, ...files] : files);
  if (commonJs)
    io.out(
      '  a34/ holds ES modules ("type": "module"): a34-verify is one, and your package.json loads .ts as CommonJS',
    );
}

/** `init --framework <f>`: a34/target.ts for that stack (the user's places marked) and its weekly newest-versions workflow. */
async function initTarget(io: CliIo, framework: string): Promise<ExitCode> {
  const template = FRAMEWORK_TEMPLATES.find((f) => f.id === framework);
  if (template === undefined)
    throw new UsageError(`--framework must be one of ${FRAMEWORK_IDS.join(', ')}, got ${JSON.stringify(framework)}`);
  const body = await readFile(packagePath('templates', 'targets', `${template.id}.ts`), 'utf8');
  await writeScaffold(io, [{ path: TARGET_FILE, body }, newestWorkflow(template)]);
  io.out(
    [
      '',
      `next (${template.title}, Node ${template.node}):`,
      `  1. npm i -D ${template.packages.join(' ')}    (if your project has them, skip this)`,
      `  2. npx a34-verify check              (reads ${TARGET_FILE}; reports in reports/a34-check/)`,
      `  3. replace the parts marked YOURS in ${TARGET_FILE} with your own tools, middleware, model and MCP client`,
      '  4. commit .github/workflows/a34-verify-newest.yml: weekly, your target on the newest framework versions',
      '  An agent without a guard is expected to exit 1 with findings: node_modules/a34-verify/docs/check-your-agent.md',
    ].join('\n'),
  );
  return EXIT.ok;
}

/** `init`: scaffolds config, adapter skeleton, RED folder and CI workflow; with `--framework`, a target for `check`. */
export async function initCommand(io: CliIo, options: { readonly framework?: string } = {}): Promise<ExitCode> {
  if (options.framework !== undefined) return initTarget(io, options.framework);
  await writeScaffold(io, INIT_FILES);
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

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docCommands } from '../../scripts/doc-commands.mjs';
import { ROOT } from '../cli/helpers.js';

const md = (...lines: string[]): string => lines.join('\n');

describe(docCommands.name, () => {
  it('reads each command of a ```sh block with its line, exit 0 by default', () => {
    const commands = docCommands(
      md('# Title', '', '```sh', 'npx a34-verify --version', '', 'npx a34-verify list', '```'),
    );
    expect(commands).toEqual([
      { line: 4, command: 'npx a34-verify --version', exit: 0, clone: false },
      { line: 6, command: 'npx a34-verify list', exit: 0, clone: false },
    ]);
  });

  it('takes the documented exit code and the clone mark from the trailing comment', () => {
    const commands = docCommands(
      md(
        '```sh',
        'npx a34-verify run --adapter settles-twice   # fails: exit 1',
        'npm test                                    # in a clone',
        'npm run mutation   # exit 3, in a clone',
        '```',
      ),
    );
    expect(commands.map(({ command, exit, clone }) => ({ command, exit, clone }))).toEqual([
      { command: 'npx a34-verify run --adapter settles-twice', exit: 1, clone: false },
      { command: 'npm test', exit: 0, clone: true },
      { command: 'npm run mutation', exit: 3, clone: true },
    ]);
  });

  it('keeps a # inside quotes or a word as part of the command', () => {
    const [quoted, word] = docCommands(md('```bash', `npx a34-verify run --grep '^a#b$' # exit 2`, 'echo a#b', '```'));
    expect(quoted).toMatchObject({ command: `npx a34-verify run --grep '^a#b$'`, exit: 2 });
    expect(word).toMatchObject({ command: 'echo a#b', exit: 0 });
  });

  it('joins lines continued with a backslash; the comment on the last line counts', () => {
    const [joined] = docCommands(md('```sh', 'npx a34-verify run \\', '  --profile ci   # exit 1', '```'));
    expect(joined).toEqual({ line: 2, command: 'npx a34-verify run --profile ci', exit: 1, clone: false });
  });

  it('ignores comment-only lines, other fences and shell outside fences', () => {
    const commands = docCommands(
      md('npx outside', '```text', 'npx in-text', '```', '```ts', 'const a = 1;', '```', '```sh', '# a note', '```'),
    );
    expect(commands).toEqual([]);
  });

  it('refuses an unclosed fence and a continuation that runs into its fence', () => {
    expect(() => docCommands(md('```sh', 'npx a34-verify list'))).toThrow('never closed');
    expect(() => docCommands(md('```sh', 'npx a34-verify list \\', '```'))).toThrow('line 2');
  });

  it("finds the README's quick start marked for a clone, and the reference and a fault with their exit codes", () => {
    const commands = docCommands(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    const find = (command: string) => commands.find((c) => c.command === command);
    expect(find('npm ci && npm run harness')).toMatchObject({ clone: true });
    expect(find('npm test')).toMatchObject({ clone: true });
    expect(find('npx a34-verify run --adapter reference')).toMatchObject({ exit: 0, clone: false });
    expect(find('npx a34-verify run --adapter settles-twice')).toMatchObject({ exit: 1, clone: false });
  });
});

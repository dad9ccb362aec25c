import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const DOC = 'docs/guard.md';
const EXAMPLE_DIRS = ['frameworks/node20/examples', 'frameworks/node22/examples'];

/** Every `<!-- include: path -->` of the doc with the code block that follows it. */
function includes(markdown: string): { path: string; code: string }[] {
  return [...markdown.matchAll(/<!-- include: (\S+) -->\n```ts\n([\s\S]*?)```\n/g)].map((m) => ({
    path: m[1] ?? '',
    code: m[2] ?? '',
  }));
}

describe('docs/guard.md', () => {
  const blocks = includes(readFileSync(DOC, 'utf8'));

  test.each(blocks.map((b) => [b.path, b] as const))('its %s block is the file, verbatim', (_path, block) => {
    expect(block.code).toBe(readFileSync(block.path, 'utf8'));
  });

  test('includes every guard example the lanes run, and only those', () => {
    const files = EXAMPLE_DIRS.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.startsWith('guard-') && f.endsWith('.ts'))
        .map((f) => join(dir, f)),
    );
    expect(blocks.map((b) => b.path).sort()).toEqual(files.sort());
  });
});

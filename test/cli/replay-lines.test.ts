import { describe, expect, it } from 'vitest';
import { propertyLines } from '../../src/cli/failure-lines.js';
import { MAX_INLINE_PATH, replayCommand } from '../../src/reports/replay-command.js';
import type { PropertyCheck } from '../../src/suite/corpus/check-property.js';

const failed = (path: string, saved: string): PropertyCheck => ({
  report: {
    id: 'parity.outcome-matches-contract',
    area: 'parity',
    rule: 'A34-SPEC §5',
    title: 't',
    status: 'failed',
    numRuns: 9,
    seed: 42,
    path,
    error: 'e',
    durationMs: 5,
    cause: 'contract',
  },
  issues: [],
  saved,
  fromCorpus: undefined,
});

const context = { profile: 'ci', target: ['--adapter', 'my-adapter.ts'], redArgs: [], cwd: '/work/project' };
const replays = (lines: readonly string[]): string[] =>
  lines.filter((l) => l.trim().startsWith('replay: ')).map((l) => l.trim().slice('replay: '.length));

describe('replay commands stay short and relative', () => {
  it('names the saved counterexample relative to the working directory', () => {
    const lines = propertyLines(failed('3:1', '/work/project/corpus/my-adapter/p/ab12.json'), context);
    expect(replays(lines)).toEqual([
      'npx a34-verify replay --property parity.outcome-matches-contract --seed 42 --path 3:1 --adapter my-adapter.ts',
      'npx a34-verify replay --file corpus/my-adapter/p/ab12.json --adapter my-adapter.ts',
    ]);
  });

  it('refers to the corpus file, not a path past the inline limit; the report rerun finds it by seed', () => {
    const long = Array.from({ length: MAX_INLINE_PATH }, (_, i) => i % 7).join(':');
    const commands = replays(propertyLines(failed(long, '/work/project/corpus/my-adapter/p/ab12.json'), context));
    expect(commands.every((c) => !c.includes(long) && c.length < 200)).toBe(true);
    expect(commands).toContain('npx a34-verify replay --file corpus/my-adapter/p/ab12.json --adapter my-adapter.ts');
    expect(replayCommand({ id: 'p.q', seed: 42, path: long }, { profile: 'ci', target: [] })).toBe(
      "npx a34-verify run --grep '^p\\.q$' --profile ci --seed 42",
    );
  });
});

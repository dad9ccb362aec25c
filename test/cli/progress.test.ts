import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.js';
import { createProgress } from '../../src/cli/progress.js';
import type { PropertyCheck } from '../../src/suite/corpus/check-property.js';

/** A 60-column terminal that keeps what was written to it. */
function terminal(): Writable & { text: string; isTTY: boolean; columns: number } {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      stream.text += String(chunk);
      done();
    },
  }) as Writable & { text: string; isTTY: boolean; columns: number };
  stream.text = '';
  stream.isTTY = true;
  stream.columns = 60;
  return stream;
}

const path = Array.from({ length: 31 }, (_, i) => i % 3).join(':');
const failed: PropertyCheck = {
  report: {
    id: 'parity.outcome-matches-contract',
    area: 'parity',
    rule: 'A34-SPEC §5',
    title: 't',
    status: 'failed',
    numRuns: 9,
    seed: 42,
    path,
    error: 'the provider received a surface other than the checked one',
    durationMs: 5,
    cause: 'contract',
  },
  issues: [],
  saved: undefined,
  fromCorpus: undefined,
};

describe(createProgress.name, () => {
  it('prints a failure whole above the bar on a narrow terminal, and never turns line wrapping off', () => {
    const stream = terminal();
    const io: CliIo = { out: () => undefined, err: () => undefined, isTTY: true, cwd: '/' };
    const progress = createProgress(
      io,
      { profile: 'ci', target: ['--adapter', 'my-adapter.ts'], redArgs: [] },
      2,
      stream,
    );
    progress.running('parity.outcome-matches-contract', { runs: 9, shrinks: 3, shrinking: true });
    progress.property(failed);
    progress.stop();
    expect(stream.text).not.toContain('\u001b[?7l');
    expect(stream.text).toContain(
      `replay: npx a34-verify replay --property parity.outcome-matches-contract --seed 42 --path ${path} --adapter my-adapter.ts\n`,
    );
  });

  it('says in a log when a property starts shrinking', () => {
    const out: string[] = [];
    const io: CliIo = { out: (t) => out.push(t), err: () => undefined, isTTY: false, cwd: '/' };
    const progress = createProgress(io, { profile: 'ci', target: [], redArgs: [] }, 1);
    progress.running('p', { runs: 4, shrinks: 0, shrinking: false });
    progress.running('p', { runs: 5, shrinks: 0, shrinking: true });
    progress.running('p', { runs: 6, shrinks: 1, shrinking: true });
    expect(out).toEqual(['… p: failed after 5 runs, shrinking']);
  });
});

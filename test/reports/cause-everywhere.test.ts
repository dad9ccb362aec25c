import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, ROOT, tempDir } from '../cli/helpers.js';
import { shellWords } from './shell-words.js';
import { kids, parseXml } from './xml.js';

const PROPERTY = 'real.outcome-matches-contract';
const fixture = (name: string): string => join(ROOT, 'test/reports/fixtures', `${name}.ts`);

/** Each faulty adapter and the words every report format must say about its failure. */
const CASES = [
  { adapter: 'drops-a-tool', words: /tool `(market__\w+|\w+)` removed \(was at \d+\)/ },
  { adapter: 'renames-a-tool', words: /tool renamed `(\w+)` → `\1_v2`/ },
  { adapter: 'retypes-a-field', words: /tool `\w+` inputSchema\.properties\.query\.type: "string" → "number"/ },
] as const;

const FORMATS = ['summary.json', 'a34-verify.md', 'a34-verify.html', 'a34-verify.junit.xml'] as const;
const ENTITY: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
/** Report text as a reader sees it: HTML and XML entities decoded, JSON string escapes undone. */
const readable = (text: string): string =>
  text.replace(/&(quot|#39|lt|gt|amp);/g, (e) => ENTITY[e] ?? e).replace(/\\"/g, '"');

/** The replay command a format carries, as the shell would split it. */
function replayIn(format: (typeof FORMATS)[number], text: string): string[] {
  // JUnit text is read from the parsed XML (CDATA and all), the others from their text.
  const body =
    format === 'a34-verify.junit.xml'
      ? kids(parseXml(text), 'testsuite')
          .flatMap((s) => kids(s, 'testcase'))
          .flatMap((c) => kids(c, 'system-out'))
          .map((o) => o.text)
          .join('\n')
      : readable(text);
  const line = new RegExp(`(npx a34-verify replay --property ${PROPERTY.replace('.', '\\.')} [^\\n<"]*)`).exec(
    body,
  )?.[1];
  if (format === 'summary.json') {
    const report = JSON.parse(text) as { target: string[]; properties: { id: string; seed: number; path?: string }[] };
    const p = report.properties.find((q) => q.id === PROPERTY);
    return ['replay', '--property', PROPERTY, '--seed', String(p?.seed), '--path', p?.path ?? '', ...report.target];
  }
  if (line === undefined) throw new Error(`no replay command in ${format}`);
  return shellWords(line.trim()).slice(2);
}

describe.each(CASES)('a run against $adapter', ({ adapter, words }) => {
  const { dir, cleanup } = tempDir(`cause-${adapter}`);
  let run: Awaited<ReturnType<typeof cli>>;
  // Formats that carry the same command share its one replay: a replay from seed and path is deterministic.
  const replays = new Map<string, ReturnType<typeof cli>>();
  const replay = (args: string[]): ReturnType<typeof cli> => {
    const key = JSON.stringify(args);
    const known = replays.get(key) ?? cli(args, dir);
    replays.set(key, known);
    return known;
  };
  beforeAll(async () => {
    const args = ['run', '--adapter', fixture(adapter), '--profile', 'ci', '--seed', '11', '--num-runs', '25'];
    run = await cli([...args, '--grep', `^${PROPERTY.replace('.', '\\.')}$`, '--no-corpus', '--reports', 'r'], dir);
  }, 120_000);
  afterAll(cleanup);

  it('fails, and the terminal names the tool and the change before the replay command', () => {
    expect(run.exit).toBe(1);
    expect(run.out).toMatch(words);
    expect(run.out).toMatch(/finding \(provider-surface\): the provider received a surface other than the checked one/);
    // Both sides: the layer that disagrees and the implementation's own outcome, under the finding.
    expect(run.out).toMatch(
      /finding \(provider-surface\)[^\n]*\n {4}\| layer: wire\n {4}\| implementation returned: dispatched\n/,
    );
    expect(run.out).toMatch(
      / {4}replay: npx a34-verify replay --property real\.outcome-matches-contract --seed 11 --path \S+ --adapter /,
    );
  });

  it.each(FORMATS)('%s names the tool and the change in words', (format) => {
    const text = readable(readFileSync(join(dir, 'r', format), 'utf8'));
    expect(text).toMatch(words);
    expect(text).toContain('the provider received a surface other than the checked one');
  });

  it.each(FORMATS)(
    'the replay command in %s fails again against the same adapter',
    async (format) => {
      const args = replayIn(format, readFileSync(join(dir, 'r', format), 'utf8'));
      expect(args).toContain('--adapter');
      const again = await replay(args);
      expect(again.exit).toBe(1);
      expect(again.out).toContain('the provider received a surface other than the checked one');
    },
    60_000,
  );

  it('needs its adapter flags: the same replay against the reference passes', async () => {
    const args = replayIn('summary.json', readFileSync(join(dir, 'r', 'summary.json'), 'utf8'));
    // The reference runs only when named.
    const onReference = [...args.slice(0, args.indexOf('--adapter')), '--adapter', 'reference'];
    expect((await cli(onReference, dir)).exit).toBe(0);
  }, 60_000);
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { stageOf, threadKindOf } from '../../bench/stage-map.js';
import { buildSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { remapProfiles } from '../../bench/remap-profiles.js';
import { stageSamples } from '../../bench/stage-profile.js';
import { stageRows } from '../../bench/stage-table.js';
import { moduleTimesBeside, vitestTimes } from '../../bench/vitest-slowest.js';

// No timing here: the stage table's figures come from `npx tsx bench/stages-main.ts`; this checks its bookkeeping.
const frame = (functionName: string, url = '') => ({ functionName, url });
const ROOT = frame('(root)');
const RUN = frame('runProperty', 'file:///p/dist/src/harness/run-property.js');
const ORACLE = frame('expectOutcome', 'file:///p/dist/src/harness/oracle.js');
const REFERENCE = frame('project', 'file:///p/src/reference/surface/projection.ts');
const FAKER = frame('word', 'file:///p/node_modules/@faker-js/faker/dist/x.js');
const GENERATOR = frame('toolUniverse', 'file:///p/dist/generators/tool-universe.js');

describe('stage map', () => {
  it('charges a sample to the innermost frame a rule names, so a library is charged to its caller', () => {
    expect(stageOf('cli', [FAKER, GENERATOR, RUN, ROOT])).toBe('generation');
    expect(stageOf('cli', [frame('parse', 'file:///p/node_modules/zod/x.js'), ORACLE, RUN, ROOT])).toBe('oracle');
    expect(stageOf('cli', [frame('structuredClone'), ORACLE, RUN, ROOT])).toBe('copies');
  });

  it('reads src/reference as the implementation only in the implementation worker', () => {
    expect(stageOf('implementation-worker', [REFERENCE, ROOT])).toBe('implementation');
    expect(stageOf('cli', [REFERENCE, ORACLE, RUN, ROOT])).toBe('oracle');
    expect(stageOf('cli', [REFERENCE, ROOT])).toBe('other');
  });

  it('leaves idle samples out and keeps GC apart', () => {
    expect(stageOf('cli', [frame('(idle)'), ROOT])).toBeUndefined();
    expect(stageOf('check-worker', [frame('(garbage collector)'), ROOT])).toBe('garbage collector');
  });

  it('tells the threads apart by their entry modules', () => {
    expect(
      threadKindOf(new Set(['file:///p/dist/src/cli/main.js', 'file:///p/dist/src/suite/pool/check-worker.js'])),
    ).toBe('cli');
    expect(threadKindOf(new Set(['file:///p/dist/src/suite/pool/check-worker.js']))).toBe('check-worker');
    expect(threadKindOf(new Set(['file:///p/dist/src/harness/isolation/worker-host.js']))).toBe(
      'implementation-worker',
    );
    expect(threadKindOf(new Set(['node:internal/modules/esm/worker']))).toBe('loader');
  });

  it('splits a profile so the stages add up to its busy time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'a34-stages-test-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const nodes = [
      { id: 1, callFrame: ROOT, children: [2, 5, 6] },
      { id: 2, callFrame: frame('main', 'file:///p/dist/src/cli/main.js'), children: [3] },
      { id: 3, callFrame: GENERATOR, children: [4] },
      { id: 4, callFrame: FAKER },
      { id: 5, callFrame: frame('(idle)') },
      { id: 6, callFrame: frame('(garbage collector)') },
    ];
    const profile = { nodes, samples: [3, 4, 4, 5, 6, 2], timeDeltas: [10, 20, 30, 1000, 40, 5] };
    writeFileSync(join(dir, 'one.cpuprofile'), JSON.stringify(profile));

    const samples = stageSamples(dir);

    expect(samples.busyMicros).toBe(105);
    expect(samples.micros.generation).toBe(60);
    expect(samples.micros['garbage collector']).toBe(40);
    expect(samples.micros['corpus and report']).toBe(5);
    expect(Object.values(samples.micros).reduce((a, b) => a + b, 0)).toBe(samples.busyMicros);
    expect(samples.generationParts).toMatchObject({ faker: 50, 'our code': 10 });
  });

  it("charges a bundle's frames to the source file each function starts in, through the build's map", () => {
    const dir = mkdtempSync(join(tmpdir(), 'a34-remap-test-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'src/harness'), { recursive: true });
    writeFileSync(
      join(dir, 'src/harness/oracle.ts'),
      'export function expectOutcome(n: number): number {\n  return n * 2;\n}\n',
    );
    writeFileSync(
      join(dir, 'src/entry.ts'),
      "import { expectOutcome } from './harness/oracle';\nconsole.log(expectOutcome(2));\n",
    );
    buildSync({
      entryPoints: [join(dir, 'src/entry.ts')],
      bundle: true,
      format: 'esm',
      outfile: join(dir, 'dist/chunk.js'),
      sourcemap: 'external',
      keepNames: true,
      logLevel: 'silent',
    });
    const bundle = join(dir, 'dist/chunk.js');
    const lines = readFileSync(bundle, 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('function expectOutcome'));
    const url = pathToFileURL(bundle).href;
    const callFrame = {
      functionName: 'expectOutcome',
      url,
      lineNumber: line,
      columnNumber: lines[line]?.indexOf('function') ?? 0,
    };
    const other = { functionName: 'gone', url: 'file:///nowhere/x.js', lineNumber: 0, columnNumber: 0 };
    const profile = {
      nodes: [
        { id: 1, callFrame },
        { id: 2, callFrame: other },
      ],
      samples: [1, 2],
      timeDeltas: [1, 1],
    };
    writeFileSync(join(dir, 'p.cpuprofile'), JSON.stringify(profile));

    expect(remapProfiles(dir)).toBe(1);
    const [moved, kept] = JSON.parse(readFileSync(join(dir, 'p.cpuprofile'), 'utf8')).nodes;
    expect(moved.callFrame.url).toBe(pathToFileURL(join(dir, 'src/harness/oracle.ts')).href);
    expect(kept.callFrame.url).toBe(other.url);
  });

  it('prints no verdict for a stage with a floor that no profile sampled', () => {
    const dir = mkdtempSync(join(tmpdir(), 'a34-unseen-test-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const nodes = [
      { id: 1, callFrame: ROOT, children: [2] },
      { id: 2, callFrame: frame('main', 'file:///p/dist/src/cli/main.js'), children: [3] },
      { id: 3, callFrame: ORACLE },
    ];
    writeFileSync(join(dir, 'cli.cpuprofile'), JSON.stringify({ nodes, samples: [3, 3], timeDeltas: [10, 10] }));
    const rows = stageRows(
      stageSamples(dir),
      { cpuSeconds: 1, cases: 1000 },
      { cases: 10, cloneMs: 0.2, serialiseMs: 0.3 },
    );
    const row = (stage: string) => rows.find((r) => r.stage === stage);
    expect(row('driver')?.withinTwice).toBeUndefined();
    expect(row('driver')?.why).toMatch(/^not measured/);
    expect(row('oracle')?.withinTwice).toBe(false);
    // A MISS carries its reason; a stage with no verdict carries none.
    expect(row('oracle')?.above).toMatch(/copies every projection/);
    expect(row('driver')?.above).toBeUndefined();
  });

  it("orders vitest's files and tests slowest first and takes vitest's wall from its start to the last end", () => {
    const dir = mkdtempSync(join(tmpdir(), 'a34-vitest-test-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = (name: string, start: number, end: number, durations: number[]) => ({
      name: join(dir, name),
      startTime: start,
      endTime: end,
      assertionResults: durations.map((d, i) => ({ fullName: `${name} ${i}`, duration: d, status: 'passed' })),
    });
    const report = {
      numTotalTests: 3,
      startTime: 1_000,
      success: true,
      testResults: [file('fast.test.ts', 1_000, 2_000, [900]), file('slow.test.ts', 1_500, 9_000, [7_000, 100])],
    };
    writeFileSync(join(dir, 'v.json'), JSON.stringify(report));

    const t = vitestTimes(join(dir, 'v.json'), dir);

    expect(t.files.map((f) => [f.file, f.seconds])).toEqual([
      ['slow.test.ts', 7.5],
      ['fast.test.ts', 1],
    ]);
    expect(t.slowTests[0]).toEqual({ file: 'slow.test.ts', test: 'slow.test.ts 0', seconds: 7 });
    expect(t.wallSeconds).toBe(8);
    expect(t.fileSecondsSum).toBe(8.5);

    // With the module times beside the JSON, a file's time is its tests, hooks and import: a `beforeAll` that does
    // the work makes the fast-looking file the slowest.
    const modules = [
      { file: join(dir, 'fast.test.ts'), runMs: 11_000, importMs: 500 },
      { file: join(dir, 'slow.test.ts'), runMs: 7_600, importMs: 400 },
    ];
    writeFileSync(moduleTimesBeside(join(dir, 'v.json')), JSON.stringify(modules));
    const withHooks = vitestTimes(join(dir, 'v.json'), dir);
    expect(withHooks.files.map((f) => [f.file, f.seconds])).toEqual([
      ['fast.test.ts', 11.5],
      ['slow.test.ts', 8],
    ]);
    expect(withHooks.fileTime).toBe('tests, hooks and import');
    expect(t.fileTime).toMatch(/not included/);
  });
});

import fc from 'fast-check';
import { Session } from 'node:inspector/promises';
import { mdTable, times } from './markdown.js';

/** Where generating scenarios spends its CPU, by whose code ran (a sampling profile's self time). */
export interface GenerationFloor {
  readonly scenarios: number;
  /** Share of the non-idle samples, per source, in the order of `SOURCES`. */
  readonly shares: Readonly<Record<GenerationSource, number>>;
  /** Share spent in the three libraries the generators are built on: what no change of ours can remove. */
  readonly librariesShare: number;
}

const SOURCES = [
  'fast-check (and pure-rand)',
  '@faker-js/faker',
  'json-schema-faker',
  'replay copies (cloneJson)',
  'our generators',
  'garbage collector',
  'other (node, zod, V8)',
] as const;
export type GenerationSource = (typeof SOURCES)[number];
const LIBRARIES: readonly GenerationSource[] = ['fast-check (and pure-rand)', '@faker-js/faker', 'json-schema-faker'];

const sourceOf = (url: string, name: string): GenerationSource | undefined => {
  if (name === '(idle)') return undefined;
  if (name === '(garbage collector)') return 'garbage collector';
  if (/node_modules\/(fast-check|pure-rand)\//.test(url)) return 'fast-check (and pure-rand)';
  if (url.includes('node_modules/@faker-js/faker/')) return '@faker-js/faker';
  if (url.includes('node_modules/json-schema-faker/')) return 'json-schema-faker';
  if (url.includes('/src/reference/json/clone.')) return 'replay copies (cloneJson)';
  if (url.includes('/generators/')) return 'our generators';
  return 'other (node, zod, V8)';
};

export interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly url: string; readonly functionName: string };
}
export interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/**
 * The generation floor: profile `sample` over `count` seeds (after one untimed warm sweep) and split its self
 * time by source. The libraries' share times the measured generate/request ratio is the ratio no rewrite of our
 * own generator code could go below without dropping fast-check's shrinking, faker or json-schema-faker.
 */
export async function benchGenerationFloor(arbitrary: fc.Arbitrary<unknown>, count: number): Promise<GenerationFloor> {
  const sweep = () => {
    for (let i = 0; i < count; i++) fc.sample(arbitrary, { numRuns: 1, seed: 1_000 + i });
  };
  sweep();
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    sweep();
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    return splitSelfTime(profile, count);
  } finally {
    session.disconnect();
  }
}

export function splitSelfTime(profile: Profile, scenarios: number): GenerationFloor {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const micros = Object.fromEntries(SOURCES.map((s) => [s, 0])) as Record<GenerationSource, number>;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const source = frame === undefined ? undefined : sourceOf(frame.url, frame.functionName);
    if (source !== undefined) micros[source] += profile.timeDeltas[i] ?? 0;
  });
  const total = Object.values(micros).reduce((a, b) => a + b, 0) || 1;
  const shares = Object.fromEntries(SOURCES.map((s) => [s, micros[s] / total])) as Record<GenerationSource, number>;
  return { scenarios, shares, librariesShare: LIBRARIES.reduce((sum, s) => sum + shares[s], 0) };
}

export const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

/** The least generate/request ratio while generation uses the three libraries: their share of its CPU, scaled. */
export const generationFloorRatio = (f: GenerationFloor, generateRatio: number): number =>
  f.librariesShare * generateRatio;

export const generationFloorTable = (f: GenerationFloor, generateRatio: number | undefined): string =>
  `${mdTable(
    ['source', 'share of generation CPU'],
    SOURCES.map((s) => [s, percent(f.shares[s])]),
  )}\n\n${f.scenarios} scenarios (seeds 1000+), self time of a sampling profile. The three libraries hold ${percent(f.librariesShare)}${
    generateRatio === undefined
      ? ''
      : `, so generation cannot go below ${times(generationFloorRatio(f, generateRatio))} the request it feeds while it uses them`
  }.`;

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  BOUNDARY_PARTS,
  type BoundaryPart,
  boundaryPartOf,
  GENERATION_PARTS,
  type GenerationPart,
  STAGES,
  type Stage,
  type ThreadKind,
  generationPartOf,
  stageOf,
  threadKindOf,
} from './stage-map.js';

/** The part of a `.cpuprofile` this reads (written by `node --cpu-prof`, one file per thread). */
const CpuProfileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ url: z.string(), functionName: z.string() }),
      children: z.array(z.number()).optional(),
    }),
  ),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
type CpuProfile = z.infer<typeof CpuProfileSchema>;

/** Busy sample time (µs) per stage over every thread of one run, with the splits the table shows. */
export interface StageSamples {
  readonly threads: readonly { readonly kind: ThreadKind; readonly busyMicros: number }[];
  readonly micros: Readonly<Record<Stage, number>>;
  readonly generationParts: Readonly<Record<GenerationPart, number>>;
  readonly boundaryParts: Readonly<Record<BoundaryPart, number>>;
  /** Copies by the stage that asked for them (the first non-copy stage above the copy). */
  readonly copiesAskedBy: Readonly<Record<string, number>>;
  readonly busyMicros: number;
}

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

interface Frames {
  readonly url: string;
  readonly functionName: string;
}

/** Every node's stack, leaf first, built once per profile from the parent links. */
function stacksOf(profile: CpuProfile): Map<number, Frames[]> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const stacks = new Map<number, Frames[]>();
  for (const node of profile.nodes) {
    const frames: Frames[] = [];
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)?.callFrame;
      if (frame !== undefined) frames.push(frame);
    }
    stacks.set(node.id, frames);
  }
  return stacks;
}

/** Adds one profile's samples to `into`, charging each to the stage of its stack. */
function addProfile(profile: CpuProfile, into: MutableSamples): void {
  const kind = threadKindOf(new Set(profile.nodes.map((n) => n.callFrame.url)));
  const stacks = stacksOf(profile);
  // A node's stack never changes, so its stage is decided once, however often it is sampled.
  const decided = new Map<number, Stage | undefined>();
  const stageOfNode = (id: number, frames: readonly Frames[]): Stage | undefined => {
    if (!decided.has(id)) decided.set(id, stageOf(kind, frames));
    return decided.get(id);
  };
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frames = stacks.get(id) ?? [];
    const micros = profile.timeDeltas[i] ?? 0;
    const stage = stageOfNode(id, frames);
    if (stage === undefined) return;
    busy += micros;
    into.micros[stage] += micros;
    if (stage === 'generation') into.generationParts[generationPartOf(frames[0]?.url ?? '')] += micros;
    if (stage === 'boundary') into.boundaryParts[boundaryPartOf(kind, frames)] += micros;
    if (stage === 'copies') {
      const asker = askerOf(kind, frames);
      into.copiesAskedBy[asker] = (into.copiesAskedBy[asker] ?? 0) + micros;
    }
  });
  into.threads.push({ kind, busyMicros: busy });
  into.busyMicros += busy;
}

/** The stage a copy was made for: the stage of the stack above the last copying frame. */
function askerOf(kind: ThreadKind, frames: readonly Frames[]): string {
  for (let i = 1; i < frames.length; i++) {
    const stage = stageOf(kind, frames.slice(i));
    if (stage !== 'copies' && stage !== undefined) return stage;
  }
  return 'other';
}

interface MutableSamples {
  threads: { kind: ThreadKind; busyMicros: number }[];
  micros: Record<Stage, number>;
  generationParts: Record<GenerationPart, number>;
  boundaryParts: Record<BoundaryPart, number>;
  copiesAskedBy: Record<string, number>;
  busyMicros: number;
}

/** Reads every `.cpuprofile` in `dir` (one per thread of one run) and splits their busy time by stage. */
export function stageSamples(dir: string): StageSamples {
  const into: MutableSamples = {
    threads: [],
    micros: zeros(STAGES),
    generationParts: zeros(GENERATION_PARTS),
    boundaryParts: zeros(BOUNDARY_PARTS),
    copiesAskedBy: {},
    busyMicros: 0,
  };
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort())
    addProfile(CpuProfileSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8'))), into);
  return into;
}

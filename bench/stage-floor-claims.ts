import type { CaseCosts } from './stage-floors.js';
import type { Stage } from './stage-map.js';

/**
 * A stage's claimed floor in ms per case, with the argument; `undefined` ms when no floor below today is claimed.
 * `above` is what keeps the stage past twice its floor, for the stages known to be there (issue 35 accepts a stage
 * above 2× its floor with the reason written beside it); it is printed only when the run measures a MISS.
 */
export interface FloorClaim {
  readonly ms: number | undefined;
  readonly why: string;
  readonly above?: string;
}

/** Inputs the claims are computed from: this run's measured stage costs and the case costs measured beside it. */
export interface ClaimInputs {
  readonly msPerCase: Readonly<Record<Stage, number>>;
  /** The three libraries' share of the generation stage (leaf frames in fast-check, faker, json-schema-faker). */
  readonly generationLibrariesShare: number;
  readonly costs: CaseCosts;
}

/** The floor of every stage and why: each is what the stage's job needs at least, never today's cost relabelled. */
export function floorClaims(i: ClaimInputs): Readonly<Record<Stage, FloorClaim>> {
  const { cloneMs, serialiseMs } = i.costs;
  return {
    generation: {
      ms: i.msPerCase.generation * i.generationLibrariesShare,
      why: "the libraries' own CPU (fast-check incl. its check loop and shrinking, faker, json-schema-faker): our generator code could go, theirs cannot",
    },
    copies: {
      ms: cloneMs,
      why: "one structuredClone of the drawn case (the replay copy that keeps a hostile implementation from corrupting a shrink); cloneJson copies only the scenario's JSON, which costs less than one structuredClone",
      above:
        "besides the replay copy, generation copies what a writer could otherwise reach: json-schema-faker is handed a copy of every schema it fills (it writes into its input, and the schema is the tool's), and a bulked universe, a web pair and a harvested universe take copies of the descriptors they repeat; the floor is the best of five hot sweeps, where the row is sampled among the gate's other work (docs/performance.md has the callers' shares)",
    },
    boundary: {
      ms: 2 * serialiseMs,
      why: 'the case crosses once and its observation once (v8 serialize + deserialize of the case, twice); every projection the oracle asks for and every port event the worker reports is above it',
      above:
        "a case crosses more than twice by design: the oracle asks the system for every projection it needs (several per `run` call, each carrying the facts), and the implementation's process sends each port event, each look at owner data and the end of each call as it happens, so a late act or a death is seen when it happens. The row also counts wall-clock samples: a pipe write that waits for a core is charged here (docs/performance.md has the CPU-only count and the bytes a gate sends)",
    },
    implementation: {
      ms: undefined,
      why: "the system under test: its cost is the reference's, whose floors are issue 17's request rows (about 6.5× one JSON.stringify), not the harness's to cut",
    },
    driver: {
      ms: cloneMs,
      why: "one read of the facts in the worker's realm (a zod parse, which copies them) plus the scenario's own hooks; since 11c6398 the worker keeps no pristine copy and compares nothing, the harness judges the witnessed facts",
    },
    oracle: {
      ms: cloneMs,
      why: 'one copy of the projected list to replay the mutations on; the projections it asks for cross the boundary and are charged there',
      above:
        "it copies every projection it is answered (a faulty system must not change the oracle's copy after answering), and copies the replayed list again at early and at final parity, so that an object without a prototype compares as the JSON it is; that is a few structured copies of the list where the floor counts one",
    },
    judge: {
      ms: cloneMs,
      why: 'one read of the observation, which is no larger than a structured copy of the case',
    },
    runner: {
      ms: undefined,
      why: "fast-check's loop and the property bodies: fixed per case, and small",
    },
    'corpus and report': {
      ms: undefined,
      why: 'paid once per run, not per case; spread over the cases here',
    },
    startup: {
      ms: undefined,
      why: 'paid once per thread: every implementation worker loads the TypeScript adapter module through tsx (a hooks thread each)',
    },
    'garbage collector': {
      ms: undefined,
      why: "every stage's garbage; it falls with the stages that allocate (generation's replay copies, boundary messages)",
    },
    other: { ms: undefined, why: "V8 ticks with no JS stack ('(program)') and node internals no rule names" },
  };
}

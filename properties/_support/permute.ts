import { isDeepStrictEqual } from 'node:util';
import { expectThat } from '../../src/harness/property.js';
import { seededRandom } from '../../src/harness/seed.js';
import type { SystemUnderTest } from '../../src/harness/system-under-test.js';
import type { AdmissionFacts } from '../../src/reference/model/index.js';
import { toolLists } from './surface.js';

/** Deterministic shuffle from a seed (the harness's mulberry32), so a permutation is part of the replayable value. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const next = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The same owner facts with every list in another order. */
export function permuteFacts(facts: AdmissionFacts, seed: number): AdmissionFacts {
  return {
    ...facts,
    registry: {
      ...facts.registry,
      connections: shuffle(facts.registry.connections, seed).map((c, i) => ({
        ...c,
        tools: shuffle(c.tools, seed + i + 1),
      })),
    },
    contract: shuffle(facts.contract, seed + 101),
    nativeControls: shuffle(facts.nativeControls, seed + 102),
    grant: {
      capabilities: shuffle(facts.grant.capabilities, seed + 103),
      nonReadOnlyTools: shuffle(facts.grant.nonReadOnlyTools, seed + 104),
    },
    host: { permittedActions: shuffle(facts.host.permittedActions, seed + 105) },
    gatewayFacts: shuffle(facts.gatewayFacts, seed + 106),
    skills: shuffle(facts.skills, seed + 107).map((s, i) => ({ ...s, methods: shuffle(s.methods, seed + 200 + i) })),
    diagnostics: shuffle(facts.diagnostics, seed + 108),
  };
}

/** Fails with `message` when projecting a permutation of `facts` shows another surface than `facts` itself. */
export async function expectOrderIndependent(
  system: SystemUnderTest,
  facts: AdmissionFacts,
  seed: number,
  message: string,
): Promise<void> {
  const straight = await system.project(facts);
  const permuted = await system.project(permuteFacts(facts, seed));
  expectThat(isDeepStrictEqual(straight, permuted), { code: 'projection', message, ...toolLists(straight, permuted) });
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  harvestedToolDescriptor,
  harvestedUniverse,
  realAdmissionFacts,
  realScenario,
  toolUniverse,
} from '../../generators/index.js';
import { committedSides, harvestedSides } from '../../generators/_internals/harvested/sides.js';
import { mergeUniverse } from '../../generators/_internals/harvested/universe.js';
import { ScenarioSchema } from '../../src/harness/scenario.js';
import { AdmissionFactsSchema } from '../../src/reference/model/index.js';
import { admit, admittedOnly } from '../../src/reference/surface/admission.js';
import { expectJsonRoundTrip, sharedObjectPaths } from '../generators/helpers.js';

const REAL = ['conn-mcp-everything', 'conn-mcp-filesystem', 'conn-mcp-memory', 'conn-mcp-sequential-thinking'];
const realNames = new Set(committedSides().flatMap((s) => s.tools.map((t) => t.name)));

describe(harvestedUniverse.name, () => {
  const all = fc.sample(harvestedUniverse(), { seed: 5, numRuns: 150 });

  it('puts each real server on its own connection, first, with contract rows per server and unique names', () => {
    for (const u of all) {
      expect(u.connections.slice(0, 4).map((c) => c.connectionId)).toEqual(REAL);
      const names = u.connections.flatMap((c) => c.tools.map((t) => t.name));
      expect(new Set(names).size).toBe(names.length);
      for (const c of u.connections.slice(0, 4)) {
        for (const t of c.tools)
          expect(u.contract.filter((e) => e.toolName === t.name)).toEqual([
            expect.objectContaining({
              origin: 'mcp',
              action: `call_${c.server}`,
              capability: `${c.server}.${t.annotations?.readOnlyHint === true ? 'read' : 'write'}`,
            }),
          ]);
      }
    }
  });

  it('mostly lists every real tool, sometimes a subset or a disconnected server, mixed with generated tools', () => {
    const full = all.filter((u) =>
      u.connections.slice(0, 4).every((c, i) => c.tools.length === committedSides()[i]?.tools.length),
    );
    expect(full.length / all.length).toBeGreaterThan(0.2);
    expect(
      all.some((u) =>
        u.connections
          .slice(0, 4)
          .some((c) => c.tools.length < (committedSides().find((s) => s.server === c.server)?.tools.length ?? 0)),
      ),
    ).toBe(true);
    expect(all.some((u) => u.connections.some((c) => !c.connected))).toBe(true);
    expect(all.some((u) => u.connections.length > 4 && u.connections.slice(4).some((c) => c.tools.length > 0))).toBe(
      true,
    );
  });

  it('shares no object between draws or with the fixtures, and survives JSON', () => {
    expect(sharedObjectPaths(all)).toEqual([]);
    for (const u of all.slice(0, 20)) expectJsonRoundTrip(u);
  });

  it('drops generated tools (and their contract rows) whose names a real server lists', () => {
    const [generated] = fc.sample(toolUniverse({ min: 3, max: 3, maxConnections: 1 }), { seed: 2, numRuns: 1 });
    const stolen = generated?.contract.find((e) => e.origin === 'mcp')?.toolName;
    expect(stolen).toBeDefined();
    // A server that lists a generated name: the real listing wins, the generated tool and row go.
    const sides = harvestedSides([
      {
        server: 'impostor',
        package: 'x',
        version: '0',
        listChangedSeen: false,
        initialToolCount: 1,
        tools: [{ name: stolen!, inputSchema: { type: 'object' } }],
      },
    ]);
    const u = mergeUniverse(sides, [{ connected: true, tools: [0] }], generated!);
    expect(u.connections.flatMap((c) => c.tools).filter((t) => t.name === stolen)).toEqual([
      { name: stolen, description: '', inputSchema: { type: 'object' } },
    ]);
    expect(u.contract.filter((e) => e.toolName === stolen)).toEqual([
      { toolName: stolen, capability: 'impostor.write', action: 'call_impostor', origin: 'mcp' },
    ]);
    expect(u.connections.slice(1).flatMap((c) => c.tools)).toHaveLength(
      generated!.connections.flatMap((c) => c.tools).length - 1,
    );
  });
});

describe(realAdmissionFacts.name, () => {
  const all = fc.sample(realAdmissionFacts(), { seed: 11, numRuns: 120 });

  it('passes AdmissionFactsSchema unchanged and shares no object', () => {
    for (const facts of all) expect(AdmissionFactsSchema.parse(facts)).toStrictEqual(facts);
    expect(sharedObjectPaths(all)).toEqual([]);
  });

  it('admits real tools most of the time, and every real owner can refuse them', () => {
    const decisions = all.flatMap(admit).filter((d) => realNames.has(d.descriptor.name));
    expect(admittedOnly(decisions).length / decisions.length).toBeGreaterThan(0.4);
    expect(new Set(decisions.map((d) => d.refusedBy))).toEqual(new Set([undefined, 'grant', 'host']));
  });
});

describe(realScenario.name, () => {
  it('passes ScenarioSchema, binds the identity to the facts turn and shrinks without losing fields', () => {
    const all = fc.sample(realScenario(), { seed: 13, numRuns: 60 });
    for (const s of all) {
      expect(ScenarioSchema.parse(s)).toStrictEqual(s);
      expect([s.identity.runId, s.identity.scopeId]).toEqual([s.facts.turn.runId, s.facts.turn.scopeId]);
    }
    // Shrinking re-reads values: every shrunk candidate must still be a whole scenario.
    const run = fc.check(
      fc.property(realScenario(), (s) => ScenarioSchema.safeParse(s).success && s.mutations.length < 2),
      { seed: 1 },
    );
    expect(run.failed).toBe(true);
    expect(ScenarioSchema.safeParse(run.counterexample?.[0]).success).toBe(true);
  });
});

// Same seed, same values: the harvested generators take all randomness from fast-check.
describe.each([
  ['harvestedToolDescriptor', () => harvestedToolDescriptor()],
  ['harvestedUniverse', () => harvestedUniverse()],
  ['realAdmissionFacts', () => realAdmissionFacts()],
  ['realScenario', () => realScenario()],
] as const)('%s determinism', (_name, make: () => fc.Arbitrary<unknown>) => {
  it('gives equal values for seed 42 twice, other values for seed 43', () => {
    const first = fc.sample(make(), { seed: 42, numRuns: 15 });
    fc.sample(make(), { seed: 7, numRuns: 5 });
    expect(fc.sample(make(), { seed: 42, numRuns: 15 })).toStrictEqual(first);
    expect(fc.sample(make(), { seed: 43, numRuns: 15 })).not.toStrictEqual(first);
  });
});

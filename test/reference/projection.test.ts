import { describe, expect, it } from 'vitest';
import type { AdmissionFacts, ToolDescriptor } from '../../src/reference/model/index.js';
import { narrowBaseline, takeBaseline } from '../../src/reference/surface/baseline.js';
import { project, type ProjectionResult } from '../../src/reference/surface/projection.js';
import {
  ETF_SURFACE_NAMES,
  etfFacts,
  freezeDeep,
  gatewayFact,
  isDeepFrozen,
  reachableObjects,
  researchTools,
} from './builders.js';

const rotate = <T>(items: T[]): T[] => (items.length < 2 ? items : [...items.slice(1), items[0] as T]);

/** Every list an owner hands over, permuted in place by `permute`. */
function permuteOwnerLists(facts: AdmissionFacts, permute: <T>(items: T[]) => T[]): void {
  facts.registry.connections = permute(facts.registry.connections);
  for (const connection of facts.registry.connections) connection.tools = permute(connection.tools);
  facts.contract = permute(facts.contract);
  facts.grant.capabilities = permute(facts.grant.capabilities);
  facts.grant.nonReadOnlyTools = permute(facts.grant.nonReadOnlyTools);
  facts.host.permittedActions = permute(facts.host.permittedActions);
  facts.skills = permute(facts.skills);
  for (const skill of facts.skills) skill.capabilities = permute(skill.capabilities);
  facts.gatewayFacts = permute(facts.gatewayFacts);
}

const sharedObjects = (a: unknown, b: unknown): object[] => {
  const inB = reachableObjects(b);
  return [...reachableObjects(a)].filter((o) => inB.has(o));
};

const OUTCOME_WORDING = /\b(was|were|has been|have been|had been|obtained|already)\b/i;

describe('projection (A34-SPEC §4)', () => {
  describe('research mode: complete list in a stable order', () => {
    const withTwoFactsAndOrderGrant = (f: AdmissionFacts): void => {
      f.grant.nonReadOnlyTools = ['portfolio__place_order', 'documents__cite'];
      f.gatewayFacts = [
        gatewayFact('search_budget_exhausted'),
        gatewayFact('runtime_window_expired', { runId: 'elsewhere' }),
      ];
    };

    it.each([
      ['reversed', <T>(items: T[]): T[] => [...items].reverse()],
      ['rotated by one', rotate],
      ['rotated twice', <T>(items: T[]): T[] => rotate(rotate(items))],
    ])(
      '§4 research order depends only on the admitted set: registry connections, tools, contract, grants, host, skills and facts %s give the same surface',
      (_label, permute) => {
        const reference = project(etfFacts(withTwoFactsAndOrderGrant));
        const permuted = etfFacts((f) => {
          withTwoFactsAndOrderGrant(f);
          permuteOwnerLists(f, permute);
        });

        expect(project(permuted)).toEqual(reference);
      },
    );

    it('§4 research mode: the complete admitted list in code-unit name order', () => {
      const facts = etfFacts((f) => {
        f.grant.nonReadOnlyTools = ['portfolio__place_order'];
      });

      const names = researchTools(facts).map((t) => t.name);

      expect(names).toEqual([...ETF_SURFACE_NAMES.slice(0, 9), 'portfolio__place_order', 'read_tool_result']);
    });

    it('§4 research mode: descriptors are the registry descriptors, complete (description, schema, annotations)', () => {
      const facts = etfFacts();
      const byName = new Map(facts.registry.connections.flatMap((c) => c.tools).map((t) => [t.name, t] as const));
      byName.set('read_tool_result', facts.nativeControls[0]!.descriptor);

      for (const tool of researchTools(facts)) expect(tool).toEqual(byName.get(tool.name));
    });
  });

  describe('entry mode: permissions, never outcomes', () => {
    const entry = (edit?: (f: AdmissionFacts) => void): Extract<ProjectionResult, { mode: 'entry' }> => {
      const result = project(
        etfFacts((f) => {
          f.mode = 'entry';
          edit?.(f);
        }),
      );
      if (!('mode' in result) || result.mode !== 'entry') throw new Error('expected an entry projection');
      return result;
    };

    it('§4 entry mode: a restricted summary of admitted Host capabilities, no tools', () => {
      const result = entry();

      expect(result.tools).toEqual([]);
      expect(result.permissions.map((p) => [p.capability, p.action])).toEqual([
        ['documents.cite', 'cite_documents'],
        ['documents.search', 'cite_documents'],
        ['market.history', 'query_market_data'],
        ['market.profile', 'query_market_data'],
        ['market.search', 'query_market_data'],
        ['portfolio.read', 'read_portfolio'],
        ['web.read', 'search_public_sources'],
        ['web.search', 'search_public_sources'],
      ]);
    });

    it('§4 entry mode: the summary states permissions and never outcomes ("was read", "were read", "obtained", "has been")', () => {
      const result = entry((f) => {
        f.grant.nonReadOnlyTools = ['portfolio__place_order'];
      });

      expect(result.permissions.length).toBeGreaterThan(0);
      for (const { statement, capability } of result.permissions) {
        expect(statement).toMatch(/\bmay\b/);
        expect(statement).toContain(capability);
        expect(statement).not.toMatch(OUTCOME_WORDING);
      }
    });

    it('§4 entry mode: refused capabilities (Host veto, non-named order tool) are not summarized', () => {
      const result = entry((f) => {
        f.host.permittedActions = f.host.permittedActions.filter((a) => a !== 'query_market_data');
      });

      const capabilities = result.permissions.map((p) => p.capability);
      expect(capabilities).not.toContain('market.search');
      expect(capabilities).not.toContain('portfolio.trade');
    });
  });

  describe('capacity: explicit failure, never truncation', () => {
    it('§4 capacity: one short of the admitted count fails, naming every needed tool and the capacity', () => {
      const result = project(
        etfFacts((f) => {
          f.stage.toolCapacity = ETF_SURFACE_NAMES.length - 1;
        }),
      );

      expect(result).toEqual({
        kind: 'capacity',
        needed: [...ETF_SURFACE_NAMES],
        capacity: ETF_SURFACE_NAMES.length - 1,
      });
      expect(result).not.toHaveProperty('tools');
    });

    it('§4 capacity: zero capacity fails and names all ten needed tools', () => {
      const result = project(
        etfFacts((f) => {
          f.stage.toolCapacity = 0;
        }),
      );

      expect(result).toEqual({ kind: 'capacity', needed: [...ETF_SURFACE_NAMES], capacity: 0 });
    });

    it('§4 capacity: exactly enough capacity projects the complete list', () => {
      const tools = researchTools(
        etfFacts((f) => {
          f.stage.toolCapacity = ETF_SURFACE_NAMES.length;
        }),
      );

      expect(tools.map((t) => t.name)).toEqual([...ETF_SURFACE_NAMES]);
    });
  });

  describe('purity', () => {
    it('§4 purity: inputs deep-frozen before the call still project, to the same result', () => {
      const frozen = freezeDeep(
        etfFacts((f) => {
          f.gatewayFacts = [gatewayFact('search_budget_exhausted')];
          f.diagnostics = [{ toolName: 'x', payload: { a: [1] } }];
        }),
      );

      const result = project(frozen);

      expect(result).toEqual(
        project(
          etfFacts((f) => {
            f.gatewayFacts = [gatewayFact('search_budget_exhausted')];
            f.diagnostics = [{ toolName: 'x', payload: { a: [1] } }];
          }),
        ),
      );
    });

    it('§4 purity: projection leaves its inputs as they were', () => {
      const facts = etfFacts();
      const before = structuredClone(facts);

      project(facts);

      expect(facts).toEqual(before);
    });

    it.each(['research', 'entry'] as const)('§4 purity: a %s projection shares no object with its inputs', (mode) => {
      const facts = etfFacts((f) => {
        f.mode = mode;
      });

      const result = project(facts);

      expect(sharedObjects(result, facts)).toEqual([]);
    });

    it('§4 purity: writing into the projected surface does not reach the registry', () => {
      const facts = etfFacts();
      const tools = researchTools(facts);
      const schema = tools.find((t) => t.name === 'market__get_price_history')!.inputSchema as {
        properties: { range: { required: string[] } };
      };

      schema.properties.range.required.push('injected');

      expect(researchTools(facts)).toEqual(researchTools(etfFacts()));
    });
  });

  describe('baseline: independent, deep, frozen', () => {
    const tools = (): ToolDescriptor[] => researchTools(etfFacts());

    it('§4 baseline: equal to the projected descriptors', () => {
      const source = tools();

      expect(takeBaseline(source)).toEqual(source);
    });

    it('§4 baseline: frozen all the way down', () => {
      const baseline = takeBaseline(tools());

      expect(isDeepFrozen(baseline)).toBe(true);
      expect(() => {
        (baseline[3]!.inputSchema as { properties: { range: { type: string } } }).properties.range.type = 'string';
      }).toThrow(TypeError);
    });

    it('§4 baseline: shares no object with the descriptors it was taken from (deep, not shallow)', () => {
      const source = tools();

      expect(sharedObjects(takeBaseline(source), source)).toEqual([]);
    });

    it("§4 baseline: in-place changes to the source's nested schema after the copy do not reach it", () => {
      const source = tools();
      const baseline = takeBaseline(source);
      const expected = structuredClone(source);

      (
        source[3]!.inputSchema as { properties: { range: { properties: { from: { format: string } } } } }
      ).properties.range.properties.from.format = 'date-time';
      source[0]!.description = 'changed';
      source.pop();

      expect(baseline).toEqual(expected);
    });

    it('§4 baseline: narrowing keeps order and descriptors of owner-admitted names and stays frozen', () => {
      const baseline = takeBaseline(tools());

      const narrowed = narrowBaseline(baseline, new Set(ETF_SURFACE_NAMES.filter((n) => n !== 'market__web_search')));

      expect(narrowed.map((t) => t.name)).toEqual(ETF_SURFACE_NAMES.filter((n) => n !== 'market__web_search'));
      expect(isDeepFrozen(narrowed)).toBe(true);
      expect(baseline).toHaveLength(ETF_SURFACE_NAMES.length);
    });
  });
});

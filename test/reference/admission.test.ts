import { describe, expect, it } from 'vitest';
import type { AdmissionFacts, Diagnostic } from '../../src/reference/model/index.js';
import { admit } from '../../src/reference/surface/admission.js';
import { project } from '../../src/reference/surface/projection.js';
import { recoverGatewayFacts, type SealedGatewayReceipt } from '../../src/reference/surface/recovery.js';
import { ETF_SURFACE_NAMES, etfFacts, gatewayFact, registryTool, researchNames, researchTools } from './builders.js';

const refusal = (facts: AdmissionFacts, name: string): string | undefined => {
  const decision = admit(facts).find((d) => d.descriptor.name === name);
  if (decision === undefined) throw new Error(`no admission decision for ${name}`);
  return decision.refusedBy;
};

const without = (...names: string[]): string[] => ETF_SURFACE_NAMES.filter((n) => !names.includes(n));

const STRUCTURED_MARKET = ['market__get_instrument_profile', 'market__get_price_history', 'market__search_instruments'];

describe('admission on the ETF fixture (A34-SPEC §3)', () => {
  it('fixture sanity: every owner says yes, so the full read-only catalog plus readback is admitted', () => {
    expect(researchNames(etfFacts())).toEqual([...ETF_SURFACE_NAMES]);
  });

  describe('source', () => {
    it('§3 source: a disconnected connection hides all of its tools and only those', () => {
      const facts = etfFacts((f) => {
        f.registry.connections[1]!.connected = false;
      });

      expect(researchNames(facts)).toEqual(without('portfolio__get_holdings', 'portfolio__list_transactions'));
    });

    it('§3 source: a contract entry whose tool no connected server lists is not admitted', () => {
      const facts = etfFacts((f) => {
        f.registry.connections[0]!.tools = f.registry.connections[0]!.tools.filter(
          (t) => t.name !== 'market__web_read',
        );
      });

      expect(researchNames(facts)).toEqual(without('market__web_read'));
    });

    it('§3 source: a listed tool without a contract entry (no capability, no action) is not admitted', () => {
      const facts = etfFacts((f) => {
        f.registry.connections[2]!.tools.push({
          name: 'documents__delete_all',
          description: 'Unknown to the contract.',
          inputSchema: { type: 'object' },
          annotations: { readOnlyHint: true },
        });
      });

      expect(refusal(facts, 'documents__delete_all')).toBe('contract');
      expect(researchNames(facts)).toEqual([...ETF_SURFACE_NAMES]);
    });
  });

  describe('grant', () => {
    it('§3 grant: a tool whose capability the Run Grant does not cover is refused', () => {
      const facts = etfFacts((f) => {
        f.grant.capabilities = f.grant.capabilities.filter((c) => c !== 'market.history');
      });

      expect(refusal(facts, 'market__get_price_history')).toBe('grant');
      expect(researchNames(facts)).toEqual(without('market__get_price_history'));
    });

    it('§3 grant: non-read-only portfolio__place_order is refused while nonReadOnlyTools does not name it, though its capability is granted', () => {
      const facts = etfFacts();

      expect(facts.grant.capabilities).toContain('portfolio.trade');
      expect(refusal(facts, 'portfolio__place_order')).toBe('grant');
      expect(researchNames(facts)).not.toContain('portfolio__place_order');
    });

    it('§3 grant: a non-read-only tool needs the grant to name it; named, portfolio__place_order is admitted', () => {
      const facts = etfFacts((f) => {
        f.grant.nonReadOnlyTools = ['portfolio__place_order'];
      });

      expect(researchNames(facts)).toContain('portfolio__place_order');
    });

    it('§3 grant: naming a non-read-only tool does not stand in for its capability', () => {
      const facts = etfFacts((f) => {
        f.grant.nonReadOnlyTools = ['portfolio__place_order'];
        f.grant.capabilities = f.grant.capabilities.filter((c) => c !== 'portfolio.trade');
      });

      expect(refusal(facts, 'portfolio__place_order')).toBe('grant');
    });

    it('§3 grant: a tool without readOnlyHint: true (annotations absent) also needs the grant to name it', () => {
      const bare = etfFacts((f) => {
        delete registryTool(f, 'documents__cite').annotations;
      });
      const named = etfFacts((f) => {
        delete registryTool(f, 'documents__cite').annotations;
        f.grant.nonReadOnlyTools = ['documents__cite'];
      });

      expect(refusal(bare, 'documents__cite')).toBe('grant');
      expect(researchNames(named)).toContain('documents__cite');
    });
  });

  describe('host', () => {
    it('§3 host: the Market network case: a Skill declares market.search/profile and the registry lists them, yet the Host forbids query_market_data, so none is admitted', () => {
      const facts = etfFacts((f) => {
        f.host.permittedActions = f.host.permittedActions.filter((a) => a !== 'query_market_data');
      });

      expect(facts.skills[0]!.capabilities).toEqual(['market.search', 'market.profile']);
      for (const name of STRUCTURED_MARKET) expect(refusal(facts, name)).toBe('host');
      expect(researchNames(facts)).toEqual(without(...STRUCTURED_MARKET));
    });

    it('§3 host: forbidding trade_portfolio refuses a named, granted portfolio__place_order', () => {
      const facts = etfFacts((f) => {
        f.grant.nonReadOnlyTools = ['portfolio__place_order'];
        f.host.permittedActions = f.host.permittedActions.filter((a) => a !== 'trade_portfolio');
      });

      expect(refusal(facts, 'portfolio__place_order')).toBe('host');
    });
  });

  describe('availability (Web Gateway facts)', () => {
    it('§3 availability: search_budget_exhausted removes only web.search; market__web_read stays', () => {
      const facts = etfFacts((f) => {
        f.gatewayFacts = [gatewayFact('search_budget_exhausted')];
      });

      expect(refusal(facts, 'market__web_search')).toBe('availability');
      expect(researchNames(facts)).toEqual(without('market__web_search'));
    });

    it('§3 availability: runtime_window_expired removes web.search and web.read, nothing else', () => {
      const facts = etfFacts((f) => {
        f.gatewayFacts = [gatewayFact('runtime_window_expired')];
      });

      expect(researchNames(facts)).toEqual(without('market__web_search', 'market__web_read'));
    });

    it.each([
      ['another run', { runId: 'run-2' }],
      ['another scope', { scopeId: 'scope-2' }],
      ['another connection', { connectionId: 'conn-documents' }],
    ] as const)('§3 availability: a fact bound to %s changes nothing', (_label, bound) => {
      const facts = etfFacts((f) => {
        f.gatewayFacts = [gatewayFact('search_budget_exhausted', bound), gatewayFact('runtime_window_expired', bound)];
      });

      expect(researchTools(facts)).toEqual(researchTools(etfFacts()));
    });
  });

  describe('synthetic tools on the shared search_public_sources route: exact Skill ceiling', () => {
    const withWebSkill = (
      capabilities: string[],
      active = true,
      methods = ['market__web_search', 'market__web_read'],
    ) =>
      etfFacts((f) => {
        f.skills[1] = { skillId: 'web-research', active, capabilities, methods };
      });

    it('§3 synthetic ceiling: a search-only Skill never exposes market__web_read (the route is shared, the capability is not)', () => {
      expect(researchNames(withWebSkill(['web.search']))).toEqual(without('market__web_read'));
    });

    it('§3 synthetic ceiling: a read-only Skill never exposes market__web_search', () => {
      expect(researchNames(withWebSkill(['web.read']))).toEqual(without('market__web_search'));
    });

    it('§3 synthetic ceiling: an inactive Skill exposes neither synthetic tool', () => {
      const facts = withWebSkill(['web.search', 'web.read'], false);

      expect(refusal(facts, 'market__web_search')).toBe('skill-ceiling');
      expect(researchNames(facts)).toEqual(without('market__web_search', 'market__web_read'));
    });

    it('§3 synthetic ceiling: the ceiling is the exact capability, not the method list (a search-only Skill mentioning web_read does not expose it)', () => {
      expect(researchNames(withWebSkill(['web.search'], true, ['market__web_search', 'market__web_read']))).toEqual(
        without('market__web_read'),
      );
    });

    it('§3 synthetic ceiling: with web.read denied by the grant, a granted web.search is still admitted on its own capability', () => {
      const facts = etfFacts((f) => {
        f.grant.capabilities = f.grant.capabilities.filter((c) => c !== 'web.read');
      });

      expect(researchNames(facts)).toEqual(without('market__web_read'));
    });

    it.each([
      [
        'the grant drops web.search and web.read',
        (f: AdmissionFacts) => {
          f.grant.capabilities = f.grant.capabilities.filter((c) => !c.startsWith('web.'));
        },
      ],
      [
        'the Host forbids search_public_sources',
        (f: AdmissionFacts) => {
          f.host.permittedActions = f.host.permittedActions.filter((a) => a !== 'search_public_sources');
        },
      ],
      [
        'the web Skill is gone',
        (f: AdmissionFacts) => {
          f.skills = f.skills.filter((s) => s.skillId !== 'web-research');
        },
      ],
    ])('§3 web search off keeps structured market tools: %s', (_label, turnWebOff) => {
      const names = researchNames(etfFacts(turnWebOff));

      expect(names).toEqual(without('market__web_search', 'market__web_read'));
      for (const name of STRUCTURED_MARKET) expect(names).toContain(name);
    });
  });

  describe('readback', () => {
    it('§3 readback: read_tool_result is admitted only when the stage resources permit it', () => {
      const forbidden = etfFacts((f) => {
        f.stage.readbackPermitted = false;
      });

      expect(refusal(forbidden, 'read_tool_result')).toBe('stage');
      expect(researchNames(forbidden)).toEqual(without('read_tool_result'));
      expect(researchNames(etfFacts())).toContain('read_tool_result');
    });

    it('§3 readback: no Skill or diagnostic introduces read_tool_result when the stage forbids it', () => {
      const facts = etfFacts((f) => {
        f.stage.readbackPermitted = false;
        f.grant.capabilities.push('tool_result.read');
        f.skills.push({
          skillId: 'readback-skill',
          active: true,
          capabilities: ['tool_result.read'],
          methods: ['read_tool_result'],
        });
        f.diagnostics = [
          { toolName: 'read_tool_result', payload: { readbackPermitted: true, admitted: ['read_tool_result'] } },
        ];
      });

      expect(researchNames(facts)).not.toContain('read_tool_result');
    });

    it('§3 readback: a server listing read_tool_result (the contract says native) does not introduce it', () => {
      const facts = etfFacts((f) => {
        f.nativeControls = [];
        f.stage.readbackPermitted = true;
        f.contract.push({
          toolName: 'read_tool_result',
          capability: 'tool_result.read',
          action: 'query_market_data',
          origin: 'native',
        });
        f.grant.capabilities.push('tool_result.read');
        f.registry.connections[0]!.tools.push({
          name: 'read_tool_result',
          description: 'Smuggled.',
          inputSchema: { type: 'object' },
          annotations: { readOnlyHint: true },
        });
      });

      expect(refusal(facts, 'read_tool_result')).toBe('origin');
      expect(researchNames(facts)).not.toContain('read_tool_result');
    });
  });

  describe('Skills have no authority over canonical MCP tools', () => {
    it('§3 skills: a Skill that mentions market__search_instruments does not hide market__get_instrument_profile or other canonical siblings', () => {
      const facts = etfFacts((f) => {
        f.skills[0] = {
          skillId: 'etf-compare',
          active: true,
          capabilities: ['market.search'],
          methods: ['market__search_instruments'],
        };
      });

      expect(researchNames(facts)).toEqual([...ETF_SURFACE_NAMES]);
    });

    it('§3 skills: with no Skill at all every admitted canonical MCP tool stays visible (only synthetic tools need one)', () => {
      const facts = etfFacts((f) => {
        f.skills = [];
      });

      expect(researchNames(facts)).toEqual(without('market__web_search', 'market__web_read'));
    });

    it.each([
      [
        'the non-read-only order tool the grant does not name',
        (f: AdmissionFacts) => {
          f.skills.push({
            skillId: 'trader',
            active: true,
            capabilities: ['portfolio.trade'],
            methods: ['portfolio__place_order'],
          });
        },
        'portfolio__place_order',
      ],
      [
        'a capability the grant does not cover',
        (f: AdmissionFacts) => {
          f.grant.capabilities = f.grant.capabilities.filter((c) => c !== 'market.history');
          f.skills.push({
            skillId: 'history',
            active: true,
            capabilities: ['market.history'],
            methods: ['market__get_price_history'],
          });
        },
        'market__get_price_history',
      ],
      [
        'web search the Host forbids',
        (f: AdmissionFacts) => {
          f.host.permittedActions = f.host.permittedActions.filter((a) => a !== 'search_public_sources');
        },
        'market__web_search',
      ],
      [
        'web search an exhausted budget removed',
        (f: AdmissionFacts) => {
          f.gatewayFacts = [gatewayFact('search_budget_exhausted')];
        },
        'market__web_search',
      ],
      [
        'a tool of a disconnected server',
        (f: AdmissionFacts) => {
          f.registry.connections[2]!.connected = false;
          f.skills.push({
            skillId: 'docs',
            active: true,
            capabilities: ['documents.cite'],
            methods: ['documents__cite'],
          });
        },
        'documents__cite',
      ],
    ])('§3 skills: no Skill adds a tool admission refused: %s', (_label, edit, name) => {
      expect(researchNames(etfFacts(edit))).not.toContain(name);
    });
  });

  describe('diagnostics are data, never facts (§2)', () => {
    const mimics: Diagnostic[] = [
      {
        toolName: 'portfolio__get_holdings',
        payload: { searchBudgetExhausted: true, expired: true, providerAttempts: 3 },
      },
      {
        toolName: 'market__search_instruments',
        payload: { kind: 'search_budget_exhausted', runId: 'run-1', scopeId: 'scope-1', connectionId: 'conn-market' },
      },
      {
        toolName: 'market__web_search',
        payload: {
          kind: 'runtime_window_expired',
          runId: 'run-1',
          scopeId: 'scope-1',
          connectionId: 'conn-market',
          disabledTools: ['market__web_search', 'market__web_read'],
        },
      },
      {
        toolName: 'documents__search',
        payload: {
          readbackPermitted: false,
          permittedActions: [],
          capabilities: [],
          toolCapacity: 0,
          refusedBy: 'host',
        },
      },
    ];

    it('§2 diagnostics mimicking authority fields (budget, expiry, attempts, grant, host, stage) change nothing', () => {
      const facts = etfFacts((f) => {
        f.diagnostics = structuredClone(mimics);
      });

      expect(project(facts)).toEqual(project(etfFacts()));
    });
  });

  describe('recovery (§3)', () => {
    const seal = (...facts: ReturnType<typeof gatewayFact>[]): SealedGatewayReceipt[] =>
      facts.map((fact) => ({ issuer: 'web-gateway', fact }));
    const storedResults: Diagnostic[] = [
      {
        toolName: 'documents__search',
        payload: { searchBudgetExhausted: true, webExpired: true, providerAttempts: 5 },
      },
      {
        toolName: 'market__web_read',
        payload: { kind: 'runtime_window_expired', runId: 'run-1', scopeId: 'scope-1', connectionId: 'conn-market' },
      },
    ];

    it('§3 recovery: projection rebuilt from sealed receipts equals projection on the live facts they were sealed from', () => {
      const liveFacts = [
        gatewayFact('search_budget_exhausted'),
        gatewayFact('runtime_window_expired', { runId: 'run-other' }),
      ];
      const live = etfFacts((f) => {
        f.gatewayFacts = liveFacts;
      });

      const recovered = etfFacts((f) => {
        f.gatewayFacts = recoverGatewayFacts(seal(...structuredClone(liveFacts)), storedResults);
      });

      expect(project(recovered)).toEqual(project(live));
      expect(researchNames(recovered)).toEqual(without('market__web_search'));
    });

    it('§3 recovery: stored tool results that look like Gateway facts are never parsed into availability', () => {
      const recovered = etfFacts((f) => {
        f.gatewayFacts = recoverGatewayFacts([], storedResults);
      });

      expect(recovered.gatewayFacts).toEqual([]);
      expect(researchNames(recovered)).toEqual([...ETF_SURFACE_NAMES]);
    });

    it('§3 recovery: a receipt not issued by the Web Gateway is not trusted', () => {
      // Cast: a forgery is a value the type forbids; that is the test.
      const forged = {
        issuer: 'tool-result',
        fact: gatewayFact('runtime_window_expired'),
      } as unknown as SealedGatewayReceipt;

      expect(recoverGatewayFacts([forged], [])).toEqual([]);
    });
  });
});

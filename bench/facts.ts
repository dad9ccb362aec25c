import { AdmissionFactsSchema, type AdmissionFacts } from '../src/reference/model/index.js';
import { toolList } from './data.js';

/** One turn where every owner admits all `count` generated tools: one connected server, one capability, one route. */
export function benchFacts(count: number, seed = 34): AdmissionFacts {
  const tools = toolList(count, seed);
  return AdmissionFactsSchema.parse({
    turn: { runId: 'bench-run', scopeId: 'bench-scope' },
    mode: 'research',
    registry: {
      snapshotId: 'bench-snap',
      connections: [{ connectionId: 'conn-bench', server: 'bench', connected: true, tools }],
    },
    contract: tools.map((tool) => ({
      toolName: tool.name,
      capability: 'bench.read',
      action: 'query_market_data',
      origin: 'mcp',
    })),
    nativeControls: [],
    grant: { capabilities: ['bench.read'], nonReadOnlyTools: [] },
    host: { permittedActions: ['query_market_data'] },
    stage: { readbackPermitted: false, toolCapacity: count },
    gatewayFacts: [],
    skills: [],
    diagnostics: [],
  });
}

import type { ToolDescriptor } from '../reference/model/index.js';
import { admit } from '../reference/surface/admission.js';
import { takeBaseline } from '../reference/surface/baseline.js';
import { defineFault } from './fault-variant.js';

/** Gateway facts applied whatever run or scope they were issued for. */
export const unboundGatewayFacts = defineFault({
  id: 'unbound-gateway-facts',
  title: 'Gateway facts not checked against run and scope',
  bug: 'a budget-exhausted fact from another run or scope hides web tools in this one',
  origin: 'careless',
  part: 'admit',
  swap: () => (facts) =>
    admit({
      ...facts,
      gatewayFacts: facts.gatewayFacts.map((f) => ({ ...f, runId: facts.turn.runId, scopeId: facts.turn.scopeId })),
    }),
});

/** One baseline slot per system: concurrent requests overwrite each other's expectation. */
export const sharedBaselineSlot = defineFault({
  id: 'shared-baseline-slot',
  title: 'baseline kept in one slot per system',
  bug: 'the expected surface lives in a field of the long-lived adapter, so a concurrent request replaces it mid-flight',
  origin: 'careless',
  part: 'takeBaseline',
  swap: () => {
    const slot: ToolDescriptor[] = [];
    return (tools) => {
      slot.splice(0, slot.length, ...takeBaseline(tools));
      return slot;
    };
  },
});

/** One tool per Host route: granting a sibling on a shared route takes the other away. */
export const oneToolPerRoute = defineFault({
  id: 'one-tool-per-route',
  title: 'one synthetic tool per shared Host route',
  bug: 'a ceiling derived from the Host route keeps a single tool per action, the most recently granted capability winning',
  origin: 'careless',
  part: 'admit',
  swap: () => (facts) => {
    const decisions = admit(facts);
    const rank = (capability: string | undefined) => facts.grant.capabilities.lastIndexOf(capability ?? '');
    const winner = new Map<string, string>();
    for (const d of decisions) {
      if (d.origin !== 'synthetic' || d.refusedBy !== undefined || d.action === undefined) continue;
      const current = decisions.find((x) => x.descriptor.name === winner.get(d.action as string));
      if (current === undefined || rank(d.capability) > rank(current.capability))
        winner.set(d.action, d.descriptor.name);
    }
    return decisions.map((d) =>
      d.origin === 'synthetic' &&
      d.refusedBy === undefined &&
      d.action !== undefined &&
      winner.get(d.action) !== d.descriptor.name
        ? { ...d, refusedBy: 'host' as const }
        : d,
    );
  },
});

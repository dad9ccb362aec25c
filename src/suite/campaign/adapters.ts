import { FAULTS } from '../../faults/catalog.js';
import type { A34Adapter } from '../../harness/adapter.js';
import { referenceAdapter } from '../../harness/pipeline-adapter.js';

/** Every adapter the campaign knows by name: the reference and each faulty variant. */
export function campaignAdapters(): ReadonlyMap<string, A34Adapter> {
  const adapters = [referenceAdapter, ...FAULTS.map((f) => f.adapter)];
  return new Map(adapters.map((adapter) => [adapter.name, adapter]));
}

/** The adapter by known name; throws naming the known ones, so a typo fails at once. */
export function campaignAdapter(name: string): A34Adapter {
  const known = campaignAdapters();
  const adapter = known.get(name);
  if (adapter === undefined)
    throw new Error(`campaign: no adapter ${JSON.stringify(name)}; known: ${[...known.keys()].join(', ')}`);
  return adapter;
}

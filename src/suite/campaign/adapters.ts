import { resolve } from 'node:path';
import { loadAdapterModule } from '../../cli/load-adapter.js';
import { FAULTS } from '../../faults/catalog.js';
import type { A34Adapter } from '../../harness/adapter.js';
import { referenceAdapter } from '../../harness/pipeline-adapter.js';

/** Every adapter the campaign knows by name: the reference and each faulty variant. */
export function campaignAdapters(): ReadonlyMap<string, A34Adapter> {
  const adapters = [referenceAdapter, ...FAULTS.map((f) => f.adapter)];
  return new Map(adapters.map((adapter) => [adapter.name, adapter]));
}

/** Names a module rather than a known adapter: it has a path separator or a script extension. */
const isModulePath = (spec: string): boolean => /[\\/]/.test(spec) || /\.[cm]?[jt]sx?$/.test(spec);

/** The adapter by known name; throws naming the known ones, so a typo fails at once. */
export function campaignAdapter(name: string): A34Adapter {
  const known = campaignAdapters();
  const adapter = known.get(name);
  if (adapter === undefined)
    throw new Error(`campaign: no adapter ${JSON.stringify(name)}; known: ${[...known.keys()].join(', ')}`);
  return adapter;
}

/**
 * What `--adapter` names: `reference`, a fault id from the catalog, or an adapter module (a path to a
 * file exporting `adapter` or a default A34Adapter), loaded as `a34-verify run --adapter` loads it.
 */
export async function resolveCampaignAdapter(spec: string, cwd = process.cwd()): Promise<A34Adapter> {
  if (!isModulePath(spec)) return campaignAdapter(spec);
  return loadAdapterModule(resolve(cwd, spec), spec, { file: '--adapter', path: '$' });
}

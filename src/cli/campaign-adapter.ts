import { resolve } from 'node:path';
import type { A34Adapter } from '../harness/adapter.js';
import { campaignAdapter } from '../suite/campaign/adapters.js';
import { loadAdapterModule } from './load-adapter.js';

/** Names a module rather than a known adapter: it has a path separator or a script extension. */
const isModulePath = (spec: string): boolean => /[\\/]/.test(spec) || /\.[cm]?[jt]sx?$/.test(spec);

/**
 * What `campaign --adapter` names: `reference`, a fault id from the catalog, or an adapter module (a path to a
 * file exporting `adapter` or a default A34Adapter), loaded as `a34-verify run --adapter` loads it.
 */
export async function resolveCampaignAdapter(spec: string, cwd = process.cwd()): Promise<A34Adapter> {
  if (!isModulePath(spec)) return campaignAdapter(spec);
  return loadAdapterModule(resolve(cwd, spec), spec, { file: '--adapter', path: '$' });
}

import { DEFAULT_CASE_TIMEOUT_MS } from '../harness/limits.js';
import type { SystemSource } from '../harness/system-under-test.js';
import { campaignAdapter } from '../suite/campaign/adapters.js';
import { adapterRef, startIsolated } from './context.js';
import type { CliIo } from './io.js';

/** Names a module rather than a known adapter: it has a path separator or a script extension. */
const isModulePath = (spec: string): boolean => /[\\/]/.test(spec) || /\.[cm]?[jt]sx?$/.test(spec);

/**
 * What `campaign --adapter` names, `reference`, a fault id from the catalog, or an adapter module (a file
 * exporting `adapter` or a default A34Adapter), started behind the same boundary as `a34-verify run`'s: its
 * own worker thread, so an exit, a crash or tampering ends there and is counted as a finding.
 */
export async function resolveCampaignAdapter(spec: string, io: Pick<CliIo, 'cwd'>): Promise<SystemSource> {
  // An unknown name fails at once, listing the known ones.
  if (!isModulePath(spec)) campaignAdapter(spec);
  const { source } = await startIsolated(adapterRef(spec, io), spec, DEFAULT_CASE_TIMEOUT_MS);
  return source;
}

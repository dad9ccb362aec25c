import { referenceParts } from '../reference/pipeline/reference-parts.js';
import type { PipelineParts } from '../reference/pipeline/parts.js';
import { runRequest } from '../reference/pipeline/run-request.js';
import { getEncoder, type Provider } from '../reference/wire/encoder.js';
import type { A34Adapter } from './adapter.js';

/** An adapter over this project's pipeline; `makeParts` runs once per system so parts may keep state. */
export function pipelineAdapter(name: string, makeParts: () => PipelineParts): A34Adapter {
  return {
    name,
    createSystem() {
      const parts = makeParts();
      return {
        project: (facts) => parts.project(facts, parts.admit),
        recover: (receipts, storedResults) => parts.recover(receipts, storedResults),
        runRequest: (input, ports) => runRequest(parts, input, ports),
      };
    },
  };
}

/** The reference A34 implementation, correct by the contract; it speaks the OpenAI Chat Completions wire. */
export const referenceAdapter: A34Adapter = pipelineAdapter('reference', () => referenceParts);

/** The reference speaking `provider`'s wire: the same pipeline, only the dispatched encoding differs (§5). */
export function referenceAdapterFor(provider: Provider): A34Adapter {
  if (provider === 'openai-chat') return referenceAdapter;
  const encoder = getEncoder(provider);
  return pipelineAdapter(`reference (${provider})`, () => ({ ...referenceParts, encoder }));
}

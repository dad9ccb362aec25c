import { tool } from '@langchain/core/tools';
import { setTracingDisabled } from '@openai/agents';
import type { LanguageModelMiddleware } from 'ai';
import { CHANGED_DESCRIPTION, EXAMPLE_TOOLS, type GuardExample } from '../../core/guard-example.js';
import * as aiSdk from './guard-ai-sdk.js';
import * as langchain from './guard-langchain.js';
import * as agents from './guard-openai-agents.js';

/** Another middleware that rewrites a description after the tools were admitted: the guard must refuse it. */
const rewrite: LanguageModelMiddleware = {
  specificationVersion: 'v3',
  transformParams: async ({ params }) => {
    for (const t of params.tools ?? []) if (t.type === 'function') t.description = CHANGED_DESCRIPTION;
    return params;
  },
};

// Tracing would export spans over the network after each run; the keys only satisfy the clients' checks.
setTracingDisabled(true);
process.env['OPENAI_API_KEY'] ??= 'a34-no-network';
process.env['ANTHROPIC_API_KEY'] ??= 'a34-no-network';

const langchainTools = (description: string) =>
  EXAMPLE_TOOLS.map((t) => tool(async () => 'ok', { name: t.name, description, schema: t.inputSchema as never }));

/** The Node 20 lane's guard examples (docs/guard.md includes each file verbatim). */
export const guardExamples: GuardExample[] = [
  {
    id: 'guard-ai-sdk',
    provider: 'openai-chat',
    unchanged: 'sent',
    tools: EXAMPLE_TOOLS,
    run: (fetch, settle, changed) =>
      aiSdk.answer(EXAMPLE_TOOLS, 'Weather in Oslo?', settle, changed ? [rewrite] : [], fetch),
  },
  {
    id: 'guard-openai-agents',
    provider: 'openai-responses',
    unchanged: 'sent',
    tools: EXAMPLE_TOOLS,
    // The Agents SDK's own change: every '-' in a tool name becomes '_' before the Model sees the request.
    run: (fetch, settle, changed) =>
      agents.answer(
        changed ? EXAMPLE_TOOLS.map((t) => ({ ...t, name: 'get-weather' })) : EXAMPLE_TOOLS,
        'Weather in Oslo?',
        settle,
        fetch,
      ),
  },
  {
    id: 'guard-langchain',
    provider: 'anthropic',
    unchanged: 'sent',
    tools: EXAMPLE_TOOLS,
    run: (fetch, settle, changed) =>
      langchain.answer(
        EXAMPLE_TOOLS,
        langchainTools(changed ? CHANGED_DESCRIPTION : (EXAMPLE_TOOLS[0]?.description ?? '')) as never,
        'Weather in Oslo?',
        settle,
        fetch,
      ),
  },
];

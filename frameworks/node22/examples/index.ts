import type { LanguageModelMiddleware } from 'ai';
import { aiSdkToolOrder, type ToolDescriptor } from '../../../src/guard/index.js';
import { CHANGED_DESCRIPTION, EXAMPLE_TOOLS, type GuardExample } from '../../core/guard-example.js';
import * as toolOrder from './guard-ai-sdk-tool-order.js';
import * as mastra from './guard-mastra.js';
import * as mastraZodGemini from './guard-mastra-zod-gemini.js';

process.env['GEMINI_API_KEY'] ??= 'a34-no-network';
process.env['OPENAI_API_KEY'] ??= 'a34-no-network';

/** The ai 7 middleware that rewrites a description after the tools were admitted. */
const rewriteAiSdk: LanguageModelMiddleware = {
  specificationVersion: 'v4',
  transformParams: async ({ params }) => {
    for (const t of params.tools ?? []) if (t.type === 'function') t.description = CHANGED_DESCRIPTION;
    return params;
  },
};

/** Three tools and a partial toolOrder: ai sends `search`, then `book_table` and `get_weather` sorted by name. */
const ORDERED: readonly ToolDescriptor[] = [
  ...EXAMPLE_TOOLS,
  {
    name: 'search',
    description: 'Search the web',
    inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  },
  {
    name: 'book_table',
    description: 'Book a table',
    inputSchema: { type: 'object', properties: { at: { type: 'string' } } },
  },
];
const TOOL_ORDER = ['search'];

/** Another input processor that rewrites a description after the tools were admitted. */
const rewrite = {
  id: 'rewrite-description',
  processInputStep: ({ tools }: { tools?: Record<string, unknown> }) => {
    for (const t of Object.values(tools ?? {})) (t as { description: string }).description = CHANGED_DESCRIPTION;
    return {};
  },
};

/** The Node 22 lane's guard examples (docs/guard.md includes each file verbatim). */
export const guardExamples: GuardExample[] = [
  {
    id: 'guard-ai-sdk-tool-order',
    provider: 'openai-chat',
    unchanged: 'sent',
    // As sent: the changed run's refusal names the first tool ai sends.
    tools: aiSdkToolOrder(ORDERED, TOOL_ORDER),
    run: (fetch, settle, changed) =>
      toolOrder.answer(ORDERED, TOOL_ORDER, 'Find a table', settle, changed ? [rewriteAiSdk] : [], fetch),
  },
  {
    id: 'guard-mastra',
    provider: 'gemini',
    unchanged: 'sent',
    tools: EXAMPLE_TOOLS,
    run: (fetch, settle, changed) =>
      mastra.answer(EXAMPLE_TOOLS, 'Weather in Oslo?', settle, changed ? [rewrite as never] : [], fetch),
  },
  {
    id: 'guard-mastra-zod-gemini',
    provider: 'gemini',
    unchanged: 'sent',
    tools: mastraZodGemini.admitted,
    run: (fetch, settle, changed) =>
      mastraZodGemini.answer('Weather in Oslo?', settle, changed ? [rewrite as never] : [], fetch),
  },
];

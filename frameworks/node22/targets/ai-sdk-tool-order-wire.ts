// Imported here, not in core: each must resolve from this lane's own node_modules.
import { createOpenAI } from '@ai-sdk/openai';
import { generateText, jsonSchema, type ToolSet, tool, wrapLanguageModel } from 'ai';
import { captureFetch } from '../../../src/frameworks/capture.js';
import { entryNames } from '../../../src/guard/wire/read-body.js';
import { aiSdkGuardMiddleware, createToolGuard, type ToolDescriptor } from '../../../src/guard/index.js';

type Middleware = Parameters<typeof wrapLanguageModel>[0]['middleware'];

/** A tool per name, one schema for all: only the order is under test. */
export const toolsNamed = (names: readonly string[]): ToolDescriptor[] =>
  names.map((name) => ({ name, description: `tool ${name}`, inputSchema: { type: 'object', properties: {} } }));

// The record in `tools`' order, as a user writes it; Object.fromEntries keeps `__proto__` an own key.
const recordOf = (tools: readonly ToolDescriptor[]): ToolSet =>
  Object.fromEntries(
    tools.map((t) => [t.name, tool({ description: t.description, inputSchema: jsonSchema(t.inputSchema as never) })]),
  );

/** What a turn did: `sent` (one request left, these wire names) or `refused` (nothing left; the first finding's code). */
export type TurnOutcome =
  | { readonly kind: 'sent'; readonly names: string[] }
  | { readonly kind: 'refused'; readonly code: string };

/**
 * One real ai 7 `generateText` turn on OpenAI Chat with a canned fetch: the tools as a record in their order and the
 * given `toolOrder`; with `admitted`, guarded by a guard built from that list (middleware and fetch).
 */
export async function toolOrderTurn(
  tools: readonly ToolDescriptor[],
  toolOrder: readonly string[] | undefined,
  admitted?: readonly ToolDescriptor[],
): Promise<TurnOutcome> {
  const capture = captureFetch();
  const guard = admitted === undefined ? undefined : createToolGuard({ tools: admitted, mode: 'enforce' });
  const openai = createOpenAI({ apiKey: 'a34-no-network', fetch: guard?.fetch(capture.fetch) ?? capture.fetch });
  const model =
    guard === undefined
      ? openai.chat('gpt-4o')
      : wrapLanguageModel({
          model: openai.chat('gpt-4o'),
          middleware: [aiSdkGuardMiddleware(guard, 'v4')] as unknown as Middleware,
        });
  try {
    await generateText({
      model,
      tools: recordOf(tools),
      ...(toolOrder === undefined ? {} : { toolOrder }),
      prompt: 'hello',
      maxRetries: 0,
    });
  } catch (error) {
    const first = guard?.refusal?.report.findings[0];
    if (first !== undefined && capture.requests.length === 0) return { kind: 'refused', code: first.code };
    throw error;
  }
  const [request, ...more] = capture.requests;
  if (request === undefined || more.length > 0) throw new Error(`a34: ${capture.requests.length} requests, not one`);
  return { kind: 'sent', names: entryNames('openai-chat', request.body) };
}

import Anthropic from '@anthropic-ai/sdk';
import { mcpTools } from '@anthropic-ai/sdk/helpers/beta/mcp';
import { GoogleGenAI, mcpToTool } from '@google/genai';
import OpenAI from 'openai';
import type { ToolDescriptor } from '../../../src/index.js';
import { connectMcp } from '../../core/mcp-client.js';
import type { FrameworkTarget, TargetSession } from '../../../src/frameworks/target.js';
import { type CallGuard, withGuarded } from '../../core/guarded.js';
import { versions } from '../../core/package-version.js';

const here = import.meta.url;
const KEY = 'a34-no-network';
const PROMPT = 'hello';
type Fetch = typeof globalThis.fetch;

const session = (
  call: (fetch: Fetch) => Promise<unknown>,
  close: () => Promise<void> = async () => {},
  guard?: CallGuard,
): TargetSession => ({
  // A guarded control has no seam to bind: its guard is the fetch alone.
  call: async (fetch) => {
    await call(guard === undefined ? fetch : guard.next().fetch(fetch));
  },
  close,
});

/** A streaming call read to its end: the SDKs throw from the iterator when a stream fails. */
async function drain(stream: Promise<AsyncIterable<unknown>>): Promise<void> {
  for await (const _ of await stream);
}

const openaiChat =
  (tools: readonly ToolDescriptor[], stream = false) =>
  (fetch: Fetch) => {
    const client = new OpenAI({ apiKey: KEY, fetch, maxRetries: 0 });
    const body = {
      model: 'gpt-4o',
      messages: [{ role: 'user' as const, content: PROMPT }],
      tools: tools.map((t) => ({
        type: 'function' as const,
        function: { name: t.name, description: t.description, parameters: t.inputSchema },
      })),
    };
    return stream
      ? drain(client.chat.completions.create({ ...body, stream: true }))
      : client.chat.completions.create(body);
  };

const openaiResponses =
  (tools: readonly ToolDescriptor[], stream = false) =>
  (fetch: Fetch) => {
    const client = new OpenAI({ apiKey: KEY, fetch, maxRetries: 0 });
    const body = {
      model: 'gpt-4o',
      input: PROMPT,
      // strict is a required field of the SDK's type; false is the accepted "take the schema as written".
      tools: tools.map((t) => ({
        type: 'function' as const,
        name: t.name,
        description: t.description,
        parameters: t.inputSchema,
        strict: false,
      })),
    };
    return stream ? drain(client.responses.create({ ...body, stream: true })) : client.responses.create(body);
  };

const anthropic =
  (tools: readonly ToolDescriptor[], stream = false) =>
  (fetch: Fetch) => {
    const client = new Anthropic({ apiKey: KEY, fetch, maxRetries: 0 });
    const body = {
      model: 'claude-a34',
      max_tokens: 16,
      messages: [{ role: 'user' as const, content: PROMPT }],
      tools: tools.map((t) => ({
        name: t.name,
        description: t.description,
        input_schema: t.inputSchema as Anthropic.Tool.InputSchema,
      })),
    };
    return stream ? drain(client.messages.create({ ...body, stream: true })) : client.messages.create(body);
  };

const gemini =
  (tools: readonly ToolDescriptor[], stream = false) =>
  (fetch: Fetch) => {
    const models = new GoogleGenAI({ apiKey: KEY, httpOptions: { fetch, retryOptions: { attempts: 1 } } }).models;
    const body = geminiBody(tools);
    return stream ? drain(models.generateContentStream(body)) : models.generateContent(body);
  };

const geminiBody = (tools: readonly ToolDescriptor[]) => ({
  model: 'gemini-2.5-flash',
  contents: PROMPT,
  config: {
    tools: [
      {
        functionDeclarations: tools.map((t) => ({
          name: t.name,
          description: t.description,
          parametersJsonSchema: t.inputSchema,
        })),
      },
    ],
  },
});

const OPENAI = versions(here, ['openai']);
const ANTHROPIC = versions(here, ['@anthropic-ai/sdk']);
const GENAI = versions(here, ['@google/genai']);

/** The official SDKs given raw tools: controls, where any finding is a harness bug. */
export const officialSdkTargets: FrameworkTarget[] = [
  ...withGuarded(
    {
      id: 'openai-sdk.chat',
      framework: 'openai',
      version: OPENAI,
      provider: 'openai-chat',
      via: 'tools',
      control: true,
      streams: true,
    },
    async (tools, options, guard) => session(openaiChat(tools, options.stream === true), undefined, guard),
  ),
  ...withGuarded(
    {
      id: 'openai-sdk.responses',
      framework: 'openai',
      version: OPENAI,
      provider: 'openai-responses',
      via: 'tools',
      control: true,
      streams: true,
    },
    async (tools, options, guard) => session(openaiResponses(tools, options.stream === true), undefined, guard),
  ),
  ...withGuarded(
    {
      id: 'anthropic-sdk',
      framework: '@anthropic-ai/sdk',
      version: ANTHROPIC,
      provider: 'anthropic',
      via: 'tools',
      control: true,
      streams: true,
    },
    async (tools, options, guard) => session(anthropic(tools, options.stream === true), undefined, guard),
  ),
  ...withGuarded(
    {
      id: 'genai-sdk',
      framework: '@google/genai',
      version: GENAI,
      provider: 'gemini',
      via: 'tools',
      control: true,
      streams: true,
    },
    async (tools, options, guard) => session(gemini(tools, options.stream === true), undefined, guard),
  ),
  {
    id: 'anthropic-sdk.mcp',
    framework: '@anthropic-ai/sdk',
    version: ANTHROPIC,
    provider: 'anthropic',
    via: 'mcp',
    async open(tools, options = {}) {
      const mcp = await connectMcp(tools, options.pageSize);
      const listed = mcpTools(
        (await mcp.listAll()) as Parameters<typeof mcpTools>[0],
        mcp.client as unknown as Parameters<typeof mcpTools>[1],
      );
      return session(
        (fetch) =>
          new Anthropic({ apiKey: KEY, fetch, maxRetries: 0 }).beta.messages.create({
            model: 'claude-a34',
            max_tokens: 16,
            messages: [{ role: 'user', content: PROMPT }],
            tools: listed,
          }),
        () => mcp.close(),
      );
    },
  },
  {
    id: 'genai-sdk.mcp',
    framework: '@google/genai',
    version: GENAI,
    provider: 'gemini',
    via: 'mcp',
    async open(tools, options = {}) {
      const mcp = await connectMcp(tools, options.pageSize);
      const callable = mcpToTool(mcp.client as unknown as Parameters<typeof mcpToTool>[0]);
      return session(
        (fetch) =>
          new GoogleGenAI({
            apiKey: KEY,
            httpOptions: { fetch, retryOptions: { attempts: 1 } },
          }).models.generateContent({
            model: 'gemini-2.5-flash',
            contents: PROMPT,
            config: { tools: [callable], automaticFunctionCalling: { disable: true } },
          }),
        () => mcp.close(),
      );
    },
  },
];

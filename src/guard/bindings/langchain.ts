import { giveBackSchema, lendOwnSchema } from './isolate.js';
import type { GuardSource, SchemaConverter } from './live-fields.js';
import { currentGuard, fieldShape, liveFieldsConverted } from './live-fields.js';

/** What the guard reads of a LangChain model request: `tools`, the agent's tool objects (`name`, `description`, `schema`). */
export interface LangChainModelRequest {
  readonly tools: readonly unknown[];
}

/** A middleware config for `createMiddleware(...)` from `langchain`, typed by its shape only. */
export interface LangChainGuardMiddleware {
  readonly name: string;
  wrapModelCall<Req extends LangChainModelRequest, Res>(request: Req, handler: (request: Req) => Res): Res;
}

export interface LangChainGuardOptions {
  /**
   * For tools whose `schema` is a zod object rather than JSON Schema: the converter your chat model uses
   * (`toJsonSchema` from `@langchain/core/utils/json_schema`). Without it the schema is read as data, and a zod
   * schema (a class instance with methods) is refused as unreadable.
   */
  readonly toJsonSchema?: SchemaConverter;
}

const SHAPE = fieldShape('schema');
const KEYS = ['name', 'description', 'schema'] as const;
const nameOf = (tool: unknown): string => {
  const d = typeof tool === 'object' && tool !== null ? Object.getOwnPropertyDescriptor(tool, 'name') : undefined;
  return typeof d?.value === 'string' ? d.value : '';
};

/**
 * LangChain binding: `createAgent({ middleware: [..., createMiddleware(langchainGuardMiddleware(guard))] })`.
 * Its `wrapModelCall` is the innermost one when listed last, so it sees every other middleware's edits to
 * `request.tools`. The chat model's own client takes `guard.fetch()` for the final check
 * (`ChatOpenAI({ configuration: { fetch } })`, `ChatAnthropic({ clientOptions: { fetch } })`).
 */
export function langchainGuardMiddleware(
  guard: GuardSource,
  options: LangChainGuardOptions = {},
): LangChainGuardMiddleware {
  return {
    name: 'a34-verify-guard',
    wrapModelCall(request, handler) {
      const tools = request.tools.map((t) => liveFieldsConverted(t, KEYS, 'schema', options.toJsonSchema, nameOf(t)));
      currentGuard(guard).check(tools, SHAPE);
      return handler(request);
    },
  };
}

/** A middleware config for `createMiddleware(...)` whose `wrapModelCall` waits for the model call. */
export interface LangChainIsolateMiddleware {
  readonly name: string;
  wrapModelCall<Req extends LangChainModelRequest, Res>(
    request: Req,
    handler: (request: Req) => Res | Promise<Res>,
  ): Promise<Res>;
}

/**
 * LangChain isolation: `createMiddleware(langchainIsolateMiddleware())` first in `createAgent({ middleware })`,
 * the guard last. The agent refuses a `wrapModelCall` that hands on copies of its tools, so each tool instance
 * holds a copy of its JSON Schema while the model call runs: a later hook that edits a schema in place edits
 * that copy, and the caller's object is back on the tool when the call returns (the tool then validates a
 * call's input against it). A zod schema has no JSON to copy and stays as it is.
 */
export function langchainIsolateMiddleware(): LangChainIsolateMiddleware {
  return {
    name: 'a34-verify-isolate',
    async wrapModelCall(request, handler) {
      const lentOut = request.tools.filter(
        (t): t is object => typeof t === 'object' && t !== null && lendOwnSchema(t, 'schema'),
      );
      try {
        return await handler(request);
      } finally {
        for (const t of lentOut) giveBackSchema(t, 'schema');
      }
    },
  };
}

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

import { isFunctionTool, withOwnSchema } from './isolate.js';
import type { GuardSource } from './live-fields.js';
import { currentGuard, fieldShape, liveFields } from './live-fields.js';

/** What the guard reads of the AI SDK's call options: `params.tools` (function and provider tools). */
export interface AiSdkCallParams {
  readonly tools?: readonly unknown[] | undefined;
}

/** A language-model middleware (`wrapLanguageModel({ model, middleware })`), typed by its shape only. */
export interface AiSdkGuardMiddleware<V extends string> {
  readonly specificationVersion: V;
  transformParams<P extends AiSdkCallParams>(options: { readonly params: P }): Promise<P>;
}

const SHAPE = fieldShape('inputSchema');
const KEYS = ['name', 'description', 'inputSchema'] as const;

/**
 * AI SDK binding: the early check in `transformParams`, where `params.tools` holds the provider-neutral function
 * tools `{ type: 'function', name, description, inputSchema }` before the provider converts them. Put it last in
 * the middleware list (innermost), so it sees every other middleware's edits. Provider tools (`type: 'provider'`)
 * have no logical counterpart and are left to the final check; the provider's `fetch` option takes `guard.fetch()`.
 * `specificationVersion` is `'v3'` for ai 6 and `'v4'` for ai 7 (the runtime ignores it; the types ask for it).
 */
export function aiSdkGuardMiddleware<V extends string = 'v3'>(
  guard: GuardSource,
  specificationVersion: V = 'v3' as V,
): AiSdkGuardMiddleware<V> {
  return {
    specificationVersion,
    async transformParams({ params }) {
      const tools = (params.tools ?? []).filter(isFunctionTool).map((t) => liveFields(t, KEYS));
      currentGuard(guard).check(tools, SHAPE);
      return params;
    },
  };
}

/**
 * The AI SDK's middleware are handed the caller's own schema objects (`jsonSchema(s)` keeps `s`). List this one
 * first: every later middleware gets function tools with their own copy of `inputSchema`, so an in-place edit
 * cannot reach the caller's tool and the next turn. The guard, listed last, still refuses the edit.
 */
export function aiSdkIsolateMiddleware<V extends string = 'v3'>(
  specificationVersion: V = 'v3' as V,
): AiSdkGuardMiddleware<V> {
  return {
    specificationVersion,
    async transformParams({ params }) {
      if (params.tools === undefined) return params;
      const tools = params.tools.map((t) => (isFunctionTool(t) ? withOwnSchema(t, 'inputSchema') : t));
      return { ...params, tools };
    },
  };
}

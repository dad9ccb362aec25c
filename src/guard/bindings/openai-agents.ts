import { isFunctionTool, withOwnSchema } from './isolate.js';
import type { GuardSource } from './live-fields.js';
import { currentGuard, fieldShape, liveFields } from './live-fields.js';

/** What the guard reads of a ModelRequest: `tools`, serialized as `{ type: 'function', name, description, parameters, strict }`. */
export interface AgentsModelRequest {
  readonly tools: readonly unknown[];
}

/** The `Model` interface of `@openai/agents`, by shape: the two calls every model makes. */
export interface AgentsModel<Req extends AgentsModelRequest, Res, Stream> {
  getResponse(request: Req): Promise<Res>;
  getStreamedResponse(request: Req): Stream;
}

const SHAPE = fieldShape('parameters');
const KEYS = ['name', 'description', 'parameters'] as const;

/**
 * OpenAI Agents SDK binding: a `Model` wrapper whose early check reads `request.tools` right before the provider
 * call (after the SDK's own name normalisation, so a renamed tool is refused here). Hosted tools (web search,
 * file search, …) have no logical counterpart and are left to the final check. Pass `guard.fetch()` as the
 * OpenAI client's `fetch` (`new OpenAI({ fetch })`) for the final check.
 */
export function guardAgentsModel<Req extends AgentsModelRequest, Res, Stream>(
  guard: GuardSource,
  model: AgentsModel<Req, Res, Stream>,
): AgentsModel<Req, Res, Stream> {
  const check = (request: Req): void => {
    currentGuard(guard).check(
      request.tools.filter(isFunctionTool).map((t) => liveFields(t, KEYS)),
      SHAPE,
    );
  };
  return {
    async getResponse(request) {
      check(request);
      return model.getResponse(request);
    },
    getStreamedResponse(request) {
      check(request);
      return model.getStreamedResponse(request);
    },
  };
}

/**
 * The Agents SDK hands a model its tools with the caller's own `parameters` objects. Wrap the model the agent
 * gets in this, outermost: every model wrapper inside gets function tools with their own copy of `parameters`,
 * so an in-place edit cannot reach the caller's tool and the next turn. `guardAgentsModel` stays innermost.
 */
export function isolateAgentsModel<Req extends AgentsModelRequest, Res, Stream>(
  model: AgentsModel<Req, Res, Stream>,
): AgentsModel<Req, Res, Stream> {
  const isolated = (request: Req): Req => ({
    ...request,
    tools: request.tools.map((t) => (isFunctionTool(t) ? withOwnSchema(t, 'parameters') : t)),
  });
  return {
    getResponse: (request) => model.getResponse(isolated(request)),
    getStreamedResponse: (request) => model.getStreamedResponse(isolated(request)),
  };
}

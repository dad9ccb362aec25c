// Imported here, not in core: each must resolve from this lane's own node_modules.
import * as anthropic from '@ai-sdk/anthropic';
import * as google from '@ai-sdk/google';
import * as openai from '@ai-sdk/openai';
import { type generateText, wrapLanguageModel } from 'ai';
import { aiSdkGuardMiddleware, aiSdkIsolateMiddleware, type ToolGuard } from '../../../src/guard/index.js';
import type { Provider } from '../../../src/index.js';
import { aiSdkModel, type AiSdkProviderModules } from '../../core/targets/ai-sdk.js';

type Model = Parameters<typeof generateText>[0]['model'];
type Middleware = Parameters<typeof wrapLanguageModel>[0]['middleware'];

const providerModules = { openai, anthropic, google } as unknown as AiSdkProviderModules;

/**
 * An ai 7 model on `captured`; with a guard, its fetch wraps `captured` and the model gets the isolation piece
 * first and the guard's middleware last, inside doGenerate, so the guard sees every edit made before the call.
 */
export function ai7Model(provider: Provider, captured: typeof fetch, g: ToolGuard | undefined): Model {
  const base = aiSdkModel(providerModules, provider, g === undefined ? captured : g.fetch(captured)) as Model;
  if (g === undefined) return base;
  return wrapLanguageModel({
    model: base as never,
    middleware: [aiSdkIsolateMiddleware('v4'), aiSdkGuardMiddleware(g, 'v4')] as unknown as Middleware,
  });
}

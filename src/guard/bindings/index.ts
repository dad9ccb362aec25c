/** Framework bindings: each is typed by the framework's public seam only and imports no framework. */
export { aiSdkGuardMiddleware, aiSdkIsolateMiddleware } from './ai-sdk.js';
export type { AiSdkCallParams, AiSdkGuardMiddleware } from './ai-sdk.js';
export { aiSdkToolOrder } from './ai-sdk-tool-order.js';
export { langchainGuardMiddleware, langchainIsolateMiddleware } from './langchain.js';
export type {
  LangChainGuardMiddleware,
  LangChainGuardOptions,
  LangChainIsolateMiddleware,
  LangChainModelRequest,
} from './langchain.js';
export type { GuardSource, SchemaConverter } from './live-fields.js';
export { mastraGuardProcessor, aiSdkSchemaJson } from './mastra.js';
export type { MastraGuardOptions, MastraGuardProcessor, MastraInputStepArgs } from './mastra.js';
export { guardAgentsModel, isolateAgentsModel } from './openai-agents.js';
export type { AgentsModel, AgentsModelRequest } from './openai-agents.js';

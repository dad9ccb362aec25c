/**
 * a34-verify/guard: refuses a changed tool list before the request leaves. Light by design: it imports no
 * harness, generator or test code. Any new export here becomes public API: named exports only.
 */
export { createToolGuard } from './create-guard.js';
export type { GuardMode, GuardOptions, ToolGuard } from './create-guard.js';
export { logicalShape } from './early-check.js';
export type { SeamShape } from './early-check.js';
export { ToolListRefusedError, describeFinding } from './refusal.js';
export type { GuardRejection, GuardReport, GuardStage } from './refusal.js';
export { defineProfile, defineRule } from './profiles/rule.js';
export { NULL_NEUTRAL_KEYWORDS } from './profiles/rule.js';
export type {
  AcceptRule,
  ConstraintsDescribed,
  GuardProfile,
  OptionalNullable,
  ProfileRule,
  SchemaDialect,
} from './profiles/rule.js';
export { ACCEPTED_ENCODINGS, PROVIDER_PROFILE } from './profiles/provider-rules.js';
export { GEMINI_OPENAPI_SUBSET, GEMINI_UNSUPPORTED_KEYWORDS } from './profiles/gemini-openapi-subset.js';
export { MASTRA_CONSTRAINT_TEXT, MASTRA_PROFILE, MASTRA_ZOD_ON_GEMINI } from './profiles/mastra-schema-compat.js';
export { ZOD_DRAFT_07 } from './profiles/zod-draft-07.js';
export { DIALECT_SENSITIVE_KEYWORDS } from './wire/schema-dialect.js';
export { providerOfUrl } from './fetch/outgoing.js';
export type { FindingChange, FindingField, WireFinding } from './wire/finding.js';
export type { JsonValue, ToolDescriptor } from '../reference/model/index.js';
export type { Provider } from '../reference/wire/encoder.js';
export {
  aiSdkGuardMiddleware,
  aiSdkIsolateMiddleware,
  aiSdkToolOrder,
  guardAgentsModel,
  isolateAgentsModel,
  langchainGuardMiddleware,
  langchainIsolateMiddleware,
  mastraGuardProcessor,
  aiSdkSchemaJson,
} from './bindings/index.js';
export type {
  AgentsModel,
  AgentsModelRequest,
  AiSdkCallParams,
  AiSdkGuardMiddleware,
  GuardSource,
  LangChainGuardMiddleware,
  LangChainGuardOptions,
  LangChainIsolateMiddleware,
  LangChainModelRequest,
  MastraGuardOptions,
  MastraGuardProcessor,
  MastraInputStepArgs,
  SchemaConverter,
} from './bindings/index.js';

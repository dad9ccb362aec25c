export { createNameMap, assertNameMapSound, isValidWireName, SAFE_NAME_RULES } from './names.js';
export type { NameMap, NameRules } from './names.js';
export { PROVIDERS, encoders, getEncoder } from './encoder.js';
export type { Provider, WireEncoder, WireRequest } from './encoder.js';
export { WireDecodeError } from './codec.js';
export { openaiChatEncoder } from './openai-chat.js';
export { openaiResponsesEncoder } from './openai-responses.js';
export { anthropicEncoder } from './anthropic.js';
export { geminiEncoder } from './gemini.js';

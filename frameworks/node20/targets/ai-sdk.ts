import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMCPClient } from '@ai-sdk/mcp';
import { Experimental_StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { createOpenAI } from '@ai-sdk/openai';
import * as ai from 'ai';
import { aiSdkTargets, type AiSdkModules } from '../../core/targets/ai-sdk.js';
import { versions } from '../../core/package-version.js';

const here = import.meta.url;
const PROVIDER_PKG = {
  'openai-chat': '@ai-sdk/openai',
  'openai-responses': '@ai-sdk/openai',
  anthropic: '@ai-sdk/anthropic',
  gemini: '@ai-sdk/google',
} as const;

/** ai 6 + @ai-sdk/* 3: what npm resolves on Node 20. */
export const aiSdkNode20Targets = aiSdkTargets(
  {
    ai,
    createOpenAI,
    createAnthropic,
    createGoogleGenerativeAI,
    createMCPClient,
    StdioTransport: Experimental_StdioMCPTransport,
  } as unknown as AiSdkModules,
  '6',
  (provider) => versions(here, ['ai', PROVIDER_PKG[provider]]),
);

import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMCPClient } from '@ai-sdk/mcp';
import { Experimental_StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { createOpenAI } from '@ai-sdk/openai';
import * as ai from 'ai';
import { aiSdkTargets, type AiSdkModules } from '../../core/targets/ai-sdk.js';

/** ai 7 + @ai-sdk/* 4 on Node 22. */
export const aiSdkNode22Targets = aiSdkTargets(
  {
    ai,
    createOpenAI,
    createAnthropic,
    createGoogleGenerativeAI,
    createMCPClient,
    StdioTransport: Experimental_StdioMCPTransport,
  } as unknown as AiSdkModules,
  '7',
  import.meta.url,
);

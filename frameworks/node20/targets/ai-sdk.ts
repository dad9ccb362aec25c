// Imported here, not in core: each must resolve from this lane's own node_modules.
import * as anthropic from '@ai-sdk/anthropic';
import * as google from '@ai-sdk/google';
import * as mcp from '@ai-sdk/mcp';
import * as stdio from '@ai-sdk/mcp/mcp-stdio';
import * as openai from '@ai-sdk/openai';
import * as ai from 'ai';
import { aiSdkTargets, type AiSdkModules } from '../../core/targets/ai-sdk.js';

const modules = { ai, openai, anthropic, google, mcp, stdio };
/** ai 6 + @ai-sdk/* 3: what npm resolves on Node 20. */
export const aiSdkNode20Targets = aiSdkTargets(modules as unknown as AiSdkModules, import.meta.url);

import type { FrameworkTarget } from '../../../src/frameworks/target.js';
import { aiSdkNode20Targets } from './ai-sdk.js';
import { langchainTargets } from './langchain.js';
import { officialSdkTargets } from './official-sdks.js';
import { openaiAgentsTargets } from './openai-agents.js';
import { openaiAgentsMcpFilteredTargets } from './openai-agents-mcp-filtered.js';
import { zodNode20Targets } from './zod-tools.js';

/** Every target of the Node 20 lane, controls first. */
export const targets: FrameworkTarget[] = [
  ...officialSdkTargets,
  ...aiSdkNode20Targets,
  ...openaiAgentsTargets,
  ...langchainTargets,
  ...openaiAgentsMcpFilteredTargets,
  ...zodNode20Targets,
];

import type { FrameworkTarget } from '../../../src/frameworks/target.js';
import { aiSdkNode22Targets } from './ai-sdk.js';
import { aiSdkCallStartTargets } from './ai-sdk-call-start.js';
import { aiSdkToolOrderTargets } from './ai-sdk-tool-order.js';
import { mastraTargets } from './mastra.js';
import { mastraPrepareStepTargets } from './mastra-prepare-step.js';
import { zodNode22Targets } from './zod-tools.js';

/** Every target of the Node 22 lane. */
export const targets: FrameworkTarget[] = [
  ...aiSdkNode22Targets,
  ...mastraTargets,
  ...aiSdkCallStartTargets,
  ...mastraPrepareStepTargets,
  ...zodNode22Targets,
  ...aiSdkToolOrderTargets,
];

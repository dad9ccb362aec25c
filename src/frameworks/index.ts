/**
 * a34-verify/targets: your own agent as a target of `a34-verify check`. It imports no framework: your
 * target module imports yours from your node_modules. Any new export here becomes public API: named exports only.
 */
export { defineTarget } from './define-target.js';
export type {
  AgentCall,
  AgentInput,
  AgentSession,
  CheckTarget,
  McpServerCommand,
  TargetDefinition,
} from './define-target.js';
export { zodFromJsonSchema, type ZodNamespace } from './zod-schema.js';
export type { SeamEdit, SeamName, SeamTool, StepNarrowing } from './target.js';
export type { GuardProfile } from '../guard/profiles/rule.js';
export type { ToolDescriptor } from '../reference/model/index.js';
export type { Provider } from '../reference/wire/encoder.js';

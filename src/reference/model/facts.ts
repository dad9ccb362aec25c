import { z } from 'zod';
import { JsonValueSchema } from './json.js';
import { ToolDescriptorSchema } from './tool.js';

/** One connected MCP server's `tools/list`, as seen in this turn's registry snapshot. */
export const RegistryConnectionSchema = z
  .object({
    connectionId: z.string().min(1),
    server: z.string().min(1),
    connected: z.boolean(),
    tools: z.array(ToolDescriptorSchema),
  })
  .strict();

export const RegistrySnapshotSchema = z
  .object({ snapshotId: z.string().min(1), connections: z.array(RegistryConnectionSchema) })
  .strict();

/** Run Grant: capabilities this run may use; non-read-only tools must be named one by one. */
export const RunGrantSchema = z
  .object({ capabilities: z.array(z.string()), nonReadOnlyTools: z.array(z.string()) })
  .strict();

/** Host network policy: the Host actions (routes) it permits. */
export const HostPolicySchema = z.object({ permittedActions: z.array(z.string()) }).strict();

/** Stage resources from the context-fitting entry. */
export const StageResourcesSchema = z
  .object({ readbackPermitted: z.boolean(), toolCapacity: z.number().int().nonnegative() })
  .strict();

export const GatewayFactKindSchema = z.enum(['search_budget_exhausted', 'runtime_window_expired']);

/** A negative availability fact from the Web Gateway, bound to the identity it was issued for. */
export const GatewayFactSchema = z
  .object({
    kind: GatewayFactKindSchema,
    runId: z.string(),
    scopeId: z.string(),
    connectionId: z.string(),
    invocationId: z.string().optional(),
  })
  .strict();

/** A Skill describes; for synthetic tools its exact capabilities are a ceiling, for MCP tools nothing. */
export const SkillBindingSchema = z
  .object({
    skillId: z.string().min(1),
    active: z.boolean(),
    capabilities: z.array(z.string()),
    methods: z.array(z.string()),
  })
  .strict();

/** A tool result or other payload: data, never a fact of any owner, whatever its fields look like. */
export const DiagnosticSchema = z.object({ toolName: z.string(), payload: JsonValueSchema }).strict();

/** Where a turn runs: the identity Gateway facts must be bound to. */
export const TurnIdentitySchema = z.object({ runId: z.string().min(1), scopeId: z.string().min(1) }).strict();

export type RegistryConnection = z.infer<typeof RegistryConnectionSchema>;
export type RegistrySnapshot = z.infer<typeof RegistrySnapshotSchema>;
export type RunGrant = z.infer<typeof RunGrantSchema>;
export type HostPolicy = z.infer<typeof HostPolicySchema>;
export type StageResources = z.infer<typeof StageResourcesSchema>;
export type GatewayFactKind = z.infer<typeof GatewayFactKindSchema>;
export type GatewayFact = z.infer<typeof GatewayFactSchema>;
export type SkillBinding = z.infer<typeof SkillBindingSchema>;
export type Diagnostic = z.infer<typeof DiagnosticSchema>;
export type TurnIdentity = z.infer<typeof TurnIdentitySchema>;

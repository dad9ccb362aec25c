import type { GuardProfile } from '../guard/profiles/rule.js';
import { renderPath } from '../guard/wire/json-path.js';
import { type ToolDescriptor, ToolDescriptorSchema } from '../reference/model/tool.js';
import { PROVIDERS, type Provider } from '../reference/wire/encoder.js';
import type { SeamEdit, SeamName, StepNarrowing } from './target.js';

/** How `check` runs an MCP case: spawn this stdio server with your MCP client; it serves the case's tools. */
export interface McpServerCommand {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}

/** What your agent factory gets for one case. */
export interface AgentInput {
  /** Tools to build as your code builds its tools (empty when the case runs through MCP). */
  readonly tools: readonly ToolDescriptor[];
  /** Set on an MCP case: connect your MCP client to this server instead of building tools by hand. */
  readonly mcp?: McpServerCommand;
  /** Set when `streaming-fidelity` runs (targets with `streams: true`): make each call through your streaming API and read the stream to its end. */
  readonly stream?: boolean;
}

/** One model call: every request goes through `fetch`; `seam` is set when a seam property runs. */
export interface AgentCall {
  readonly fetch: typeof globalThis.fetch;
  /** Call `seam.edit(tools)` from your middleware at the stage you declared, with its live outgoing tools. */
  readonly seam?: { readonly stage: SeamName; readonly edit: SeamEdit };
}

/** Your agent, built once per case; `call` makes one model turn. */
export interface AgentSession {
  call(input: AgentCall): Promise<unknown>;
  /** Wire name → logical name, where your framework renames on purpose (e.g. an MCP server prefix). */
  names?(): Record<string, string>;
  close?(): Promise<void>;
}

/** What `defineTarget` takes: your agent as a factory, and what the check may assume about it. */
export interface TargetDefinition {
  /** Shown in reports and replay commands. */
  readonly name: string;
  /** The provider API your model client talks to. */
  readonly provider: Provider;
  /** For reports, e.g. `Vercel AI SDK`. */
  readonly framework?: string;
  readonly version?: string;
  /** `tools` (default): cases built by hand; `mcp`: cases through your MCP client. */
  readonly via?: readonly ('tools' | 'mcp')[];
  /** Stages where your middleware calls `seam.edit`. */
  readonly seams?: readonly SeamName[];
  /** Rewrites your stack makes on purpose, as `a34-verify/guard` profiles; anything else is a finding. */
  readonly profiles?: readonly GuardProfile[];
  /** Your own tools as logical descriptors: sent once, exactly as listed, beside the generated lists. */
  readonly ownTools?: readonly ToolDescriptor[];
  /** Your agent can stream: `streaming-fidelity` then builds it with `stream: true` and judges the streamed request's body. */
  readonly streams?: boolean;
  /**
   * `zod`: your code builds its tools with zod. Generated cases then hold only schemas zod writes exactly, as zod 4's
   * `z.toJSONSchema` renders them; build each with `zodFromJsonSchema(z, tool.inputSchema)`. `schema-shapes` is skipped.
   */
  readonly schemas?: 'zod';
  /** Your call allows a second step after a tool call: `agent-loop` then checks that second request too (and `mcp-list-changed` your MCP cases). */
  readonly loop?: boolean;
  /**
   * Your loop's per-step narrowing (`activeTools`, `prepareStep`, a model-call middleware), step 1 first, 2 to 5
   * steps: each gets the admitted names and returns the active ones. `loop-narrowing` then runs that many steps and
   * expects each request to carry the admitted tools it names, in the admitted order. Your code must apply the same.
   */
  readonly narrowing?: readonly StepNarrowing[];
  agent(input: AgentInput): AgentSession | Promise<AgentSession>;
}

/** A checked, frozen definition: what a target module exports for `a34-verify check`. */
export interface CheckTarget extends TargetDefinition {
  readonly kind: 'a34-target';
  readonly via: readonly ('tools' | 'mcp')[];
}

const VIAS = ['tools', 'mcp'] as const;
const SEAMS: readonly SeamName[] = ['extension', 'pre_dispatch'];
const NAME = /^[A-Za-z0-9][\w.-]*$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const listOf = (v: unknown, allowed: readonly string[]): boolean =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' && allowed.includes(x));

/** What is wrong with a definition, each as `[path, message]`; read by hand since it comes from a user's module. */
export function definitionIssues(def: unknown): [string, string][] {
  if (!isObject(def)) return [['$', `expected an object from defineTarget, got ${def === null ? 'null' : typeof def}`]];
  const issues: [string, string][] = [];
  if (typeof def['name'] !== 'string' || !NAME.test(def['name']))
    issues.push(['$.name', 'expected a name of letters, digits, ".", "_" or "-" (shown in reports)']);
  if (!(PROVIDERS as readonly unknown[]).includes(def['provider']))
    issues.push(['$.provider', `expected one of ${PROVIDERS.join(', ')}`]);
  if (typeof def['agent'] !== 'function') issues.push(['$.agent', 'expected a function ({ tools, mcp }) => session']);
  if (def['via'] !== undefined && (!listOf(def['via'], VIAS) || (def['via'] as unknown[]).length === 0))
    issues.push(['$.via', `expected a non-empty list of ${VIAS.join(', ')}`]);
  if (def['seams'] !== undefined && !listOf(def['seams'], SEAMS))
    issues.push(['$.seams', `expected a list of ${SEAMS.join(', ')}`]);
  if (def['profiles'] !== undefined && !(Array.isArray(def['profiles']) && def['profiles'].every(isProfile)))
    issues.push(['$.profiles', 'expected a list of a34-verify/guard profiles (defineProfile)']);
  for (const flag of ['loop', 'streams'])
    if (def[flag] !== undefined && typeof def[flag] !== 'boolean') issues.push([`$.${flag}`, 'expected true or false']);
  if (def['schemas'] !== undefined && def['schemas'] !== 'zod') issues.push(['$.schemas', "expected 'zod'"]);
  const narrowing = def['narrowing'];
  if (
    narrowing !== undefined &&
    !(
      Array.isArray(narrowing) &&
      narrowing.length >= 2 &&
      narrowing.length <= 5 &&
      narrowing.every((f) => typeof f === 'function')
    )
  )
    issues.push(['$.narrowing', 'expected 2 to 5 functions (admitted names) => active names, step 1 first']);
  if (def['ownTools'] !== undefined) issues.push(...ownToolIssues(def['ownTools']));
  return issues;
}

function isProfile(p: unknown): boolean {
  return isObject(p) && typeof p['id'] === 'string' && Array.isArray(p['rules']);
}

function ownToolIssues(tools: unknown): [string, string][] {
  const parsed = ToolDescriptorSchema.array().min(1).safeParse(tools);
  if (!parsed.success)
    return parsed.error.issues.map((i) => [
      renderPath(['ownTools', ...i.path.map((k) => (typeof k === 'number' ? k : String(k)))]),
      i.message,
    ]);
  const names = parsed.data.map((t) => t.name);
  const twin = names.find((n, i) => names.indexOf(n) !== i);
  return twin === undefined ? [] : [['$.ownTools', `two tools are named ${JSON.stringify(twin)}`]];
}

/**
 * Your agent as a target for `a34-verify check`: a factory that builds it from the tools (or MCP server)
 * a case gives and makes one model call through the `fetch` it is handed. Misuse throws at once.
 */
export function defineTarget(definition: TargetDefinition): CheckTarget {
  const issues = definitionIssues(definition);
  if (issues.length > 0)
    throw new TypeError(`a34-verify/targets: defineTarget: ${issues.map(([p, m]) => `${p}: ${m}`).join('; ')}`);
  return Object.freeze({ ...definition, kind: 'a34-target', via: Object.freeze([...(definition.via ?? ['tools'])]) });
}

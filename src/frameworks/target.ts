import type { GuardProfile } from '../guard/profiles/rule.js';
import type { ToolListRefusedError } from '../guard/refusal.js';
import type { ToolDescriptor } from '../reference/model/index.js';
import type { Provider } from '../reference/wire/encoder.js';

/** Where the harness may edit the outgoing list (A34 stage names). */
export type SeamName = 'extension' | 'pre_dispatch';

/** An edit applied at a seam to the framework's own outgoing tool objects (live references). */
export type SeamEdit = (tools: SeamTool[]) => void;

/** The framework's outgoing tool at a seam: its live schema object and setters the edit may use. */
export interface SeamTool {
  readonly name: string;
  /** The object the framework will serialize as the schema (not a copy). */
  readonly schema: Record<string, unknown>;
  setDescription(text: string): void;
}

/** How a target builds its tools: by hand as the framework's users do, or through its MCP client. */
export type TargetVia = 'tools' | 'mcp';

/** Options of one session: MCP paging, an agent loop, a list change. */
export interface SessionOptions {
  /** MCP targets: tools per `tools/list` page (none: one page). */
  readonly pageSize?: number;
  /** Model requests one call may make (an agent loop); absent: one. At most the target's `maxSteps`. */
  readonly steps?: number;
  /** MCP targets: the list our server serves after its first `tools/call`, announced with `list_changed`. */
  readonly changedTo?: readonly ToolDescriptor[];
  /** Call the framework's streaming API and drain the stream to its end (a failed stream throws). Targets with `streams`. */
  readonly stream?: boolean;
}

/** One step's declared narrowing (`activeTools`, `prepareStep`): the names active at that step, given the admitted ones. */
export type StepNarrowing = (admitted: readonly string[]) => readonly string[];

/** A framework with its tools built once; each call makes one model request through `fetch`. */
export interface TargetSession {
  call(fetch: typeof globalThis.fetch, seam?: { readonly stage: SeamName; readonly edit: SeamEdit }): Promise<void>;
  /** The framework's own wire → logical name table, where it declares one. */
  names?(): Record<string, string>;
  /** Guarded targets: the refusal of the last call's guard, if it refused (read as data, never from a message). */
  refusal?(): ToolListRefusedError | undefined;
  close(): Promise<void>;
}

/** What makes a target a guarded variant: the unguarded target it wraps and the profiles its guard declares. */
export interface GuardedOf {
  readonly base: FrameworkTarget;
  readonly profiles: readonly GuardProfile[];
}

/**
 * A framework under test, smaller than A34System: no owners, no ledger. It builds a logical tool list as
 * its users do and makes one model call per `call` through the injected fetch.
 */
export interface FrameworkTarget {
  readonly id: string;
  readonly framework: string;
  /** Package and version, e.g. `ai@6.0.326 + @ai-sdk/openai@3.0.141`. */
  readonly version: string;
  readonly provider: Provider;
  readonly via: TargetVia;
  /** An official SDK given raw tools: any finding is a harness bug (false finding). */
  readonly control?: boolean;
  /** Seams this target can edit at. */
  readonly seams?: readonly SeamName[];
  /** Set on a guarded variant (`<base id>.guarded`): the framework's binding and fetch wired in enforce mode. */
  readonly guarded?: GuardedOf;
  /** Rewrites this target declares legitimate, judged on top of the providers' accepted encodings. */
  readonly profiles?: readonly GuardProfile[];
  /** Steps one call can run when `open` asks for them (its loop allows that many model requests). */
  readonly maxSteps?: number;
  /** Per step (step 1 first), the narrowing this target's loop applies; absent: every step carries the full list. */
  readonly narrowing?: readonly StepNarrowing[];
  /** `open(tools, { stream: true })` makes each call through the framework's streaming API, drained to its end. */
  readonly streams?: boolean;
  /** `zod`: the target builds its tools with zod, so cases draw zod-expressible schemas as zod renders them. */
  readonly schemas?: 'zod';
  /** Only these properties run on this target (a variant that exists for one property). */
  readonly only?: readonly string[];
  open(tools: readonly ToolDescriptor[], options?: SessionOptions): Promise<TargetSession>;
}

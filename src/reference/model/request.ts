import { z } from 'zod';

/** Identity of one model request; created with its reservation by the runtime that owns the ledger. */
export const RequestIdentitySchema = z
  .object({
    runId: z.string().min(1),
    scopeId: z.string().min(1),
    requestId: z.string().min(1),
    parentRequestId: z.string().min(1).optional(),
  })
  .strict();

export const MessageSchema = z
  .object({ role: z.enum(['system', 'user', 'assistant', 'tool']), content: z.string() })
  .strict();

export type RequestIdentity = z.infer<typeof RequestIdentitySchema>;
export type Message = z.infer<typeof MessageSchema>;

/**
 * The model request as hooks and assembly steps see it. `tools` is typed loosely on purpose:
 * a hook may put anything there, and parity must judge what is actually present.
 */
export interface ModelRequest {
  readonly identity: RequestIdentity;
  tools: unknown[];
  messages: Message[];
  evidence: unknown[];
  publicationContext: unknown;
  /** Entry mode: the summary lines the model is told (absent or empty: none). Loose for the same reason as `tools`. */
  entrySummary?: unknown[];
  metadata: Record<string, unknown>;
}

export const isChildRequest = (identity: RequestIdentity): boolean => identity.parentRequestId !== undefined;

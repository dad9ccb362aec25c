import type { ToolListRefusedError } from '../guard/refusal.js';
import type { ToolDescriptor } from '../reference/model/index.js';
import { captureFetch } from './capture.js';
import { withDeadline } from './deadline.js';
import { readBody, type WireEntry } from '../guard/wire/read-body.js';
import type { FrameworkTarget, SeamEdit, SeamName, SessionOptions, TargetSession } from './target.js';

/** What one model call through a target produced. */
export type CallOutcome =
  /** `stream`: the provider request asked for a streamed reply. */
  | { readonly kind: 'sent'; readonly entries: WireEntry[]; readonly body: unknown; readonly stream: boolean }
  | { readonly kind: 'threw'; readonly message: string; readonly entries: WireEntry[] | undefined }
  | { readonly kind: 'no-request'; readonly urls: string[] }
  /** A guarded target's guard refused; `loud` when the framework call threw (it did not swallow the refusal). */
  | {
      readonly kind: 'refused';
      readonly refusal: ToolListRefusedError;
      readonly loud: boolean;
      readonly entries: WireEntry[] | undefined;
    };

/** Per step: generous for a process spawn on 2 busy cores, short enough that a hang costs little. */
export const CALL_MS = 15_000;

const messageOf = (error: unknown): string =>
  error instanceof Error
    ? `${error.name}: ${error.message}${error.cause instanceof Error ? ` (cause: ${error.cause.message})` : ''}`
    : String(error);

/** Makes one call on an open session and reads the first request to the target's provider. */
export async function callOnce(
  target: FrameworkTarget,
  session: TargetSession,
  seam?: { stage: SeamName; edit: SeamEdit },
): Promise<CallOutcome> {
  const capture = captureFetch();
  let error: unknown;
  try {
    await withDeadline(CALL_MS, 'the model call', session.call(capture.fetch, seam));
  } catch (e) {
    error = e ?? new Error('threw undefined');
  }
  const request = capture.requests.find((r) => r.provider === target.provider);
  const entries = request === undefined ? undefined : readBody(target.provider, request.body);
  const refusal = session.refusal?.();
  if (refusal !== undefined) return { kind: 'refused', refusal, loud: error !== undefined, entries };
  if (error !== undefined) return { kind: 'threw', message: messageOf(error), entries };
  if (request === undefined || entries === undefined)
    return { kind: 'no-request', urls: capture.requests.map((r) => r.url) };
  return { kind: 'sent', entries, body: request.body, stream: request.stream };
}

/** Opens a session for `tools`, runs `body` on it, always closes it; an open that throws is reported as such. */
export async function withSession<T>(
  target: FrameworkTarget,
  tools: readonly ToolDescriptor[],
  options: SessionOptions,
  body: (session: TargetSession) => Promise<T>,
): Promise<T | { readonly openFailed: string }> {
  let session: TargetSession;
  try {
    session = await withDeadline(CALL_MS, 'building the tools', target.open(tools, options));
  } catch (error) {
    return { openFailed: messageOf(error) };
  }
  try {
    return await body(session);
  } finally {
    await withDeadline(CALL_MS, 'closing', session.close()).catch(() => undefined);
  }
}

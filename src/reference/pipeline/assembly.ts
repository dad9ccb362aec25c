import type { ModelRequest } from '../model/index.js';

/** How many recent messages context fitting keeps; older ones are compressed into one note. */
const KEPT_MESSAGES = 6;
const MAX_CONTENT = 2_000;

/** Legitimate context compression: messages change, tools are never touched. */
export function fitContext(request: ModelRequest): void {
  const dropped = Math.max(0, request.messages.length - KEPT_MESSAGES);
  const kept = request.messages.slice(dropped).map((m) => ({ ...m, content: m.content.slice(0, MAX_CONTENT) }));
  request.messages =
    dropped > 0 ? [{ role: 'system', content: `[${dropped} earlier messages compressed]` }, ...kept] : kept;
}

/** Evidence assembly attaches references; it has no say over tools. */
export function assembleEvidence(request: ModelRequest): void {
  request.evidence = [...request.evidence];
}

/** Publication context: what the run may publish, carried as context only. */
export function attachPublicationContext(request: ModelRequest, publishable: readonly string[]): void {
  request.publicationContext = { publishableCount: publishable.length };
}

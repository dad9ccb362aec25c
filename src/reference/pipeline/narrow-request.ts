import type { ModelRequest, ToolDescriptor } from '../model/index.js';

/**
 * Drops the tools owners no longer admit from the request, keeping the request's own objects.
 * Names come from the early snapshot, which mirrors the list one to one, so nothing is read
 * from the request again (a getter or trap gets no second chance to answer).
 */
export function narrowRequestTools(
  request: ModelRequest,
  snapshot: readonly ToolDescriptor[] | undefined,
  admitted: ReadonlySet<string>,
): unknown[] {
  const slot = Object.getOwnPropertyDescriptor(request, 'tools');
  const list: unknown = slot !== undefined && 'value' in slot ? slot.value : undefined;
  if (snapshot !== undefined && Array.isArray(list) && list.length === snapshot.length)
    return list.filter((_, i) => admitted.has(snapshot[i]?.name ?? ''));
  // Without a snapshot (a variant that skipped the check) the runtime can only go by what the request says.
  return request.tools.filter((tool) => admitted.has(String((tool as { name?: unknown } | null)?.name)));
}

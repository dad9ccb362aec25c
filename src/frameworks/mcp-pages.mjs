/**
 * One page of `tools/list`: the cursor is the index of the page's first tool, as a decimal string.
 * @param {readonly unknown[]} tools
 * @param {number | undefined} pageSize tools per page; undefined or 0: everything on one page
 * @param {string | undefined} cursor
 * @returns {{ tools: unknown[], nextCursor?: string }}
 */
export function pageOf(tools, pageSize, cursor) {
  const start = cursor === undefined ? 0 : Number(cursor);
  if (!Number.isInteger(start) || start < 0 || start > tools.length)
    throw new Error(`a34 mcp-server: bad cursor ${JSON.stringify(cursor)}`);
  if (pageSize === undefined || pageSize <= 0) return { tools: tools.slice(start) };
  const end = Math.min(start + pageSize, tools.length);
  return end < tools.length
    ? { tools: tools.slice(start, end), nextCursor: String(end) }
    : { tools: tools.slice(start, end) };
}

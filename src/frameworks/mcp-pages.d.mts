/** One page of `tools/list`; see mcp-pages.mjs. */
export declare function pageOf<T>(
  tools: readonly T[],
  pageSize: number | undefined,
  cursor: string | undefined,
): { tools: T[]; nextCursor?: string };

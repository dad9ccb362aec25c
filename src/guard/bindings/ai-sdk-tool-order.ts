/** JavaScript's `<` on strings: UTF-16 code units, which is how ai 7 sorts the unlisted tools (not `localeCompare`). */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The tools in the order ai 7 sends them for a `toolOrder` (the `generateText` / `streamText` option or a
 * `prepareStep` result): the listed tools first, each at its first mention (repeats and names outside the set are
 * ignored), then every unlisted tool sorted by name in code-unit order. Without `toolOrder`, the order of a tool
 * record built from `tools` in their order: JavaScript enumerates integer-like names (`"0"`, `"42"`) first. Build the
 * guard from what this returns, `createToolGuard({ tools: aiSdkToolOrder(admitted, toolOrder) })`, or every request
 * is refused as reordered. Two tools with one name throw: a tool record holds one tool per name.
 */
export function aiSdkToolOrder<T extends { readonly name: string }>(
  tools: readonly T[],
  toolOrder?: readonly string[] | null,
): T[] {
  const byName = new Map<string, T>();
  for (const t of tools) {
    if (byName.has(t.name))
      throw new Error(`aiSdkToolOrder: two tools are named ${JSON.stringify(t.name)}; an AI SDK tool set holds one`);
    byName.set(t.name, t);
  }
  const pick = (name: string): T => byName.get(name) as T;
  // Object.fromEntries keeps `__proto__` an own key, as the user's record does.
  const recordOrder = Object.keys(Object.fromEntries(tools.map((t) => [t.name, true])));
  if (toolOrder === undefined || toolOrder === null) return recordOrder.map(pick);
  const listed: string[] = [];
  for (const name of toolOrder) if (byName.has(name) && !listed.includes(name)) listed.push(name);
  const unlisted = recordOrder.filter((name) => !listed.includes(name)).sort(byCodeUnits);
  return [...listed, ...unlisted].map(pick);
}

import fc from 'fast-check';

/** A tool-order function with `aiSdkToolOrder`'s signature, so a faulty variant can stand in for it. */
export type ToolOrderFn = <T extends { readonly name: string }>(
  tools: readonly T[],
  toolOrder?: readonly string[] | null,
) => T[];

/** A case: the tools' names in the user's record order, and a partial `toolOrder` (repeats, strays) or none. */
export interface ToolOrderCase {
  readonly names: readonly string[];
  readonly toolOrder: readonly string[] | undefined;
}

// Mixed case, digits, `_` and `-`: where code-unit order and localeCompare disagree; every name valid on OpenAI.
const name = fc.oneof(
  fc.stringMatching(/^[a-cA-C0-9_-]{1,4}$/),
  fc.constantFrom('__proto__', 'constructor', '0', '10', '9', 'Z', 'a', '_', '-'),
);

/** Names and a `toolOrder` whose entries are mostly names of the set (by index), some repeated, some strays. */
export const toolOrderCase: fc.Arbitrary<ToolOrderCase> = fc
  .tuple(
    fc.uniqueArray(name, { minLength: 1, maxLength: 7 }),
    fc.option(
      fc.array(fc.oneof({ weight: 4, arbitrary: fc.nat(9) }, { weight: 1, arbitrary: name }), { maxLength: 9 }),
      {
        freq: 5,
        nil: undefined,
      },
    ),
  )
  .map(([names, order]) => ({
    names,
    toolOrder: order?.map((e) => (typeof e === 'number' ? (names[e % names.length] as string) : e)),
  }));

/**
 * The `toolOrder` a user declares for tools meant to go out in `names`' order, partial on purpose: the names before
 * the longest tail already in code-unit order (ai sorts the unlisted ones so), then a repeat and, first, a stray
 * name (both ignored by ai). The whole list when sorted: an empty `toolOrder`, the tail alone.
 */
export function declaredToolOrder(names: readonly string[]): string[] {
  let tail = names.length - 1;
  while (tail > 0 && (names[tail - 1] as string) < (names[tail] as string)) tail--;
  const listed = names.slice(0, Math.max(tail, 0));
  let stray = 'a34-not-a-tool';
  while (names.includes(stray)) stray += '_';
  return [stray, ...listed, ...listed.slice(0, 1)];
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The tools in the order of a record built from them (integer-like names first). */
const recordOrder = <T extends { readonly name: string }>(tools: readonly T[]): T[] =>
  Object.keys(Object.fromEntries(tools.map((t) => [t.name, t]))).map((n) => tools.find((t) => t.name === n) as T);

/** A faulty variant built from parts: how the listed names rank, how the unlisted ones sort. */
function variant(rank: (order: readonly string[], n: string) => number, tail: (a: string, b: string) => number) {
  return (<T extends { readonly name: string }>(tools: readonly T[], toolOrder?: readonly string[] | null): T[] => {
    const record = recordOrder(tools).map((t) => t.name);
    const of = (n: string): T => tools.find((t) => t.name === n) as T;
    if (toolOrder === undefined || toolOrder === null) return record.map(of);
    const listed = record.filter((n) => toolOrder.includes(n)).sort((a, b) => rank(toolOrder, a) - rank(toolOrder, b));
    return [...listed, ...record.filter((n) => !toolOrder.includes(n)).sort(tail)].map(of);
  }) as ToolOrderFn;
}

/** Faulty helpers a tool-order check must reject, each named after its fault. */
export const TOOL_ORDER_FAULTS: Readonly<Record<string, ToolOrderFn>> = {
  // Sorts the unlisted tools as people read them: `a` before `B`, `_` before letters.
  localeCompare: variant(
    (o, n) => o.indexOf(n),
    (a, b) => a.localeCompare(b),
  ),
  // A Map from name to position, written in order: a repeated name takes its last mention.
  lastMention: variant((o, n) => o.lastIndexOf(n), byCodeUnits),
  // Keeps the record order for the unlisted tools, as if ai appended them unsorted.
  unsortedTail: variant(
    (o, n) => o.indexOf(n),
    () => 0,
  ),
  // Ignores toolOrder altogether: the record order.
  ignoresToolOrder: recordOrder,
};

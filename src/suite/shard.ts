/** One slice of a suite: `index` of `count`, both 1-based as written on the command line (`--shard 2/3`). */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Parses `i/n`; throws a message fit for a usage error. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || index < 1 || index > count)
    throw new Error(`--shard ${JSON.stringify(text)}: expected i/n with 1 <= i <= n, e.g. 1/4`);
  return { index, count };
}

/**
 * The items of one shard: sorted by id, then dealt round-robin, so every machine computes the
 * same split from the same catalog and the shards together hold each item exactly once.
 */
export function selectShard<T extends { readonly id: string }>(items: readonly T[], shard: Shard | undefined): T[] {
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return shard === undefined ? sorted : sorted.filter((_, i) => i % shard.count === shard.index - 1);
}

import { selectShard, type Shard } from '../suite/shard.js';
import { UsageError } from './io.js';

/** Compiles `--grep`; a bad pattern is a usage error, not a crash. */
export function grepPattern(text: string | undefined): RegExp | undefined {
  if (text === undefined) return undefined;
  try {
    return new RegExp(text);
  } catch (error) {
    throw new UsageError(`--grep ${JSON.stringify(text)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The items whose id matches `--grep`, then this machine's shard of them. */
export const selectChecks = <T extends { readonly id: string }>(
  items: readonly T[],
  grep: RegExp | undefined,
  shard: Shard | undefined,
): T[] => selectShard(grep === undefined ? items : items.filter((item) => grep.test(item.id)), shard);

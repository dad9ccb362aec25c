import path from 'node:path';
import { harvestServer } from './harvest.js';
import { commandServer, PINNED_SERVER_NAMES, pinnedServers, type ServerSpec } from './servers.js';
import { isValidLabel, writeFixture } from './store.js';

/** Flags of `a34-verify harvest`, as the CLI's one parser hands them over. */
export interface HarvestOptions {
  readonly server?: readonly string[];
  readonly command?: string;
  readonly name?: string;
  readonly out?: string;
  readonly timeout?: number;
}

/** Output sinks and the folder relative paths start from. */
export interface HarvestIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly cwd: string;
}

/** A flag combination the harvest cannot run; the CLI reports it as a usage error (exit 2). */
export class HarvestUsageError extends Error {
  override readonly name = 'HarvestUsageError';
}

/** Splits a command line on whitespace, honouring '…' and "…" quoting and backslash escapes (no other shell features). */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line.charAt(i);
    if (quote !== undefined && ch === quote) {
      quote = undefined;
    } else if (quote === undefined && (ch === '"' || ch === "'")) {
      quote = ch;
      word ??= ''; // "" is an empty argument, not nothing
    } else if (ch === '\\' && quote !== "'" && i + 1 < line.length) {
      word = (word ?? '') + line.charAt(++i);
    } else if (quote === undefined && /\s/.test(ch)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else {
      word = (word ?? '') + ch;
    }
  }
  if (quote !== undefined) throw new HarvestUsageError(`unterminated ${quote} quote in --command`);
  if (word !== undefined) words.push(word);
  return words;
}

/** Turns the flags into the servers to harvest, where to write and how long to wait; throws HarvestUsageError. */
function plan(options: HarvestOptions, cwd: string): { specs: ServerSpec[]; out: string; timeoutMs: number } {
  const usage = (message: string): never => {
    throw new HarvestUsageError(message);
  };
  if ((options.command === undefined) !== (options.name === undefined)) usage('--command and --name go together');
  const timeoutMs = options.timeout ?? 20_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) usage('--timeout must be a positive integer (ms)');
  const wanted = options.server ?? (options.command === undefined ? [...PINNED_SERVER_NAMES] : []);
  const unknown = wanted.find((name) => !PINNED_SERVER_NAMES.includes(name));
  if (unknown !== undefined)
    usage(`unknown server ${JSON.stringify(unknown)}; pinned: ${PINNED_SERVER_NAMES.join(', ')}`);
  const specs = pinnedServers().filter((spec) => wanted.includes(spec.name));
  if (options.command !== undefined && options.name !== undefined) {
    if (!isValidLabel(options.name) || wanted.includes(options.name))
      usage(`invalid or duplicate --name ${JSON.stringify(options.name)}`);
    let words: string[] = [];
    try {
      words = splitCommandLine(options.command);
    } catch (error) {
      usage(error instanceof Error ? error.message : String(error));
    }
    const [command, ...args] = words;
    if (command === undefined) return usage('--command is empty');
    specs.push(commandServer(options.name, command, args));
  }
  // Relative to where the command runs: an installed package never writes into its own folder.
  const out = options.out === undefined ? path.resolve(cwd, 'fixtures', 'mcp') : path.resolve(cwd, options.out);
  return { specs, out, timeoutMs };
}

/** `a34-verify harvest`: lists the tools of each MCP server and writes one fixture per server; 0, or 1 if one failed. */
export async function runHarvest(options: HarvestOptions, io: HarvestIo): Promise<number> {
  const planned = plan(options, io.cwd);
  let failures = 0;
  // One at a time: servers are small, and sequential runs keep stderr tails and timings readable.
  for (const spec of planned.specs) {
    try {
      const harvested = await harvestServer(spec, { timeoutMs: planned.timeoutMs });
      const file = writeFixture(harvested, planned.out);
      const change = harvested.listChangedSeen
        ? `, list_changed seen (first listing ${harvested.initialToolCount})`
        : '';
      io.out(
        `${spec.name}: ${harvested.tools.length} tools from ${harvested.package}@${harvested.version}${change} -> ${file}`,
      );
    } catch (error) {
      failures++;
      io.err(error instanceof Error ? error.message : String(error));
    }
  }
  return failures === 0 ? 0 : 1;
}

import { realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { harvestServer } from './harvest.js';
import { commandServer, PINNED_SERVER_NAMES, pinnedServers, type ServerSpec } from './servers.js';
import { FIXTURE_DIR, isValidLabel, writeFixture } from './store.js';

const USAGE = `usage: tsx src/harvest/cli.ts [--server <name> ...] [--command "<cmd> <args...>" --name <label>]
                                [--out <dir>] [--timeout <ms>]
  pinned servers: ${PINNED_SERVER_NAMES.join(', ')} (all of them when neither --server nor --command is given)`;

/** Exit codes: success, a server failed to start or list, bad usage. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Minimal output sinks, injectable for tests. */
export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
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
  if (quote !== undefined) throw new Error(`unterminated ${quote} quote in --command`);
  if (word !== undefined) words.push(word);
  return words;
}

/** Turns argv into the specs to harvest plus options, or a usage error message. */
function plan(argv: readonly string[]): { specs: ServerSpec[]; out: string; timeoutMs: number } | string {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      server: { type: 'string', multiple: true },
      command: { type: 'string' },
      name: { type: 'string' },
      out: { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help === true) return '';
  if (positionals.length > 0) return `unexpected argument ${JSON.stringify(positionals[0])}`;
  if ((values.command === undefined) !== (values.name === undefined)) return '--command and --name go together';
  const timeoutMs = values.timeout === undefined ? 20_000 : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return `--timeout must be a positive integer (ms)`;
  const wanted = values.server ?? (values.command === undefined ? [...PINNED_SERVER_NAMES] : []);
  const unknown = wanted.find((name) => !PINNED_SERVER_NAMES.includes(name));
  if (unknown !== undefined) return `unknown server ${JSON.stringify(unknown)}`;
  const specs = pinnedServers().filter((spec) => wanted.includes(spec.name));
  if (values.command !== undefined && values.name !== undefined) {
    if (!isValidLabel(values.name) || wanted.includes(values.name))
      return `invalid or duplicate --name ${JSON.stringify(values.name)}`;
    const [command, ...args] = splitCommandLine(values.command);
    if (command === undefined) return '--command is empty';
    specs.push(commandServer(values.name, command, args));
  }
  return { specs, out: values.out === undefined ? FIXTURE_DIR : path.resolve(values.out), timeoutMs };
}

/** Runs the harvest CLI on `argv` (without node and script) and returns the exit code. */
export async function runCli(
  argv: readonly string[],
  io: CliIo = { out: console.log, err: console.error },
): Promise<number> {
  let planned: ReturnType<typeof plan>;
  try {
    planned = plan(argv);
  } catch (error) {
    planned = error instanceof Error ? error.message : String(error);
  }
  if (typeof planned === 'string') {
    (planned === '' ? io.out : io.err)(planned === '' ? USAGE : `${planned}\n${USAGE}`);
    return planned === '' ? EXIT.ok : EXIT.usage;
  }
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
  return failures === 0 ? EXIT.ok : EXIT.failed;
}

// Run only when executed as a script, not when imported by tests.
const invoked = process.argv[1];
if (invoked !== undefined && import.meta.url === pathToFileURL(realpathSync(invoked)).href) {
  process.exitCode = await runCli(process.argv.slice(2));
}

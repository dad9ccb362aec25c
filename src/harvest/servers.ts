import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** How to start one stdio MCP server process; produced fresh for every run. */
export interface LaunchPlan {
  /** Executable to spawn (for pinned servers: the running node binary). */
  readonly command: string;
  readonly args: readonly string[];
  /** Extra environment on top of the SDK's minimal default environment. */
  readonly env?: Readonly<Record<string, string>>;
  /** Removes whatever the launch created (temp folders); safe to call twice. */
  readonly cleanup?: () => void;
}

/** A stdio MCP server that can be harvested. */
export interface ServerSpec {
  /** Fixture label: the file is `fixtures/mcp/<name>.json`. */
  readonly name: string;
  /** npm package and version, when the server comes from node_modules; otherwise the server's own serverInfo is used. */
  readonly package?: string;
  readonly version?: string;
  /** Creates temp folders etc. and returns how to spawn the server; called once per harvest. */
  readonly launch: () => LaunchPlan;
}

interface PackageInfo {
  readonly name: string;
  readonly version: string;
  /** Absolute path of the package's single `bin` entry. */
  readonly entry: string;
}

const require = createRequire(import.meta.url);

/** Resolves a package from node_modules and reads its name, version and bin entry. */
export function resolvePackage(pkg: string): PackageInfo {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (typeof manifest !== 'object' || manifest === null) throw new Error(`${manifestPath}: not an object`);
  const { name, version, bin } = manifest as { name?: unknown; version?: unknown; bin?: unknown };
  // `bin` is either a path string or a {command: path} map; these servers ship exactly one command.
  const binPath =
    typeof bin === 'string' ? bin : typeof bin === 'object' && bin !== null ? Object.values(bin)[0] : undefined;
  if (typeof name !== 'string' || typeof version !== 'string' || typeof binPath !== 'string') {
    throw new Error(`${manifestPath}: expected string name, version and a bin entry`);
  }
  return { name, version, entry: path.resolve(path.dirname(manifestPath), binPath) };
}

/** Makes a fresh temp folder and a cleanup that removes it. */
function tempDir(label: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `mcp-harvest-${label}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Builds a spec for a node_modules server run by the current node binary. */
function pinned(name: string, pkg: string, launch: (entry: string) => LaunchPlan): ServerSpec {
  const info = resolvePackage(pkg);
  return { name, package: info.name, version: info.version, launch: () => launch(info.entry) };
}

/** The four pinned reference servers, offline and keyless, in a stable order. */
export function pinnedServers(): ServerSpec[] {
  return [
    // index.js defaults to stdio, but passing it explicitly guards against a future default change.
    pinned('everything', '@modelcontextprotocol/server-everything', (entry) => ({
      command: process.execPath,
      args: [entry, 'stdio'],
    })),
    // The server exits without an allowed directory, so give it an empty one that we delete afterwards.
    pinned('filesystem', '@modelcontextprotocol/server-filesystem', (entry) => {
      const { dir, cleanup } = tempDir('fs');
      return { command: process.execPath, args: [entry, dir], cleanup };
    }),
    // Without MEMORY_FILE_PATH the server writes memory.jsonl next to its own dist/ inside node_modules.
    pinned('memory', '@modelcontextprotocol/server-memory', (entry) => {
      const { dir, cleanup } = tempDir('memory');
      return {
        command: process.execPath,
        args: [entry],
        env: { MEMORY_FILE_PATH: path.join(dir, 'memory.jsonl') },
        cleanup,
      };
    }),
    pinned('sequential-thinking', '@modelcontextprotocol/server-sequential-thinking', (entry) => ({
      command: process.execPath,
      args: [entry],
      // Thought logging only goes to stderr; keep it quiet anyway.
      env: { DISABLE_THOUGHT_LOGGING: 'true' },
    })),
  ];
}

/** Names of the pinned servers, for CLI validation. */
export const PINNED_SERVER_NAMES: readonly string[] = ['everything', 'filesystem', 'memory', 'sequential-thinking'];

/** A spec for an arbitrary stdio MCP server given as a command and its arguments. */
export function commandServer(name: string, command: string, args: readonly string[]): ServerSpec {
  return { name, launch: () => ({ command, args }) };
}

import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { ServerSpec } from './servers.js';
import { harvestOverTransport, type HarvestedServer } from './session.js';

export type { HarvestedServer } from './session.js';

/** Options of {@link harvestServer}; all optional. */
export interface HarvestOptions {
  /** Whole-session deadline in ms (spawn, initialize, listing); default 20 000. */
  readonly timeoutMs?: number;
  /** Wait for a late list_changed after the first listing (ms); default 200. */
  readonly settleMs?: number;
  /** Called with the child's pid once spawned, so callers can check it is gone afterwards. */
  readonly onSpawn?: (pid: number) => void;
}

const DEFAULT_TIMEOUT_MS = 20_000;
// Keep only the end of the server's stderr: enough to explain a crash, bounded in memory.
const STDERR_TAIL_CHARS = 4_000;

/** True while a process with this pid exists (signal 0 only probes). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Spawns `spec` over stdio, lists all of its tools without calling any, and always shuts it down.
 * Rejects with an error naming the server on spawn failure, protocol failure or timeout.
 */
export async function harvestServer(spec: ServerSpec, options: HarvestOptions = {}): Promise<HarvestedServer> {
  const plan = spec.launch();
  const transport = new StdioClientTransport({
    command: plan.command,
    args: [...plan.args],
    ...(plan.env === undefined ? {} : { env: { ...plan.env } }),
    // Piped, not inherited, so server banners do not spam test output; we keep a tail for errors.
    stderr: 'pipe',
  });
  let stderrTail = '';
  // Draining the pipe also matters: an unread stderr pipe would eventually block a chatty server.
  transport.stderr?.on('data', (chunk: Buffer | string) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL_CHARS);
  });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  const session = harvestOverTransport(transport, withMeta(spec), {
    ...(options.settleMs === undefined ? {} : { settleMs: options.settleMs }),
  });
  // connect() spawns synchronously before its first await, so the pid is known here (null if spawn failed).
  const pid = transport.pid;
  if (pid !== null) options.onSpawn?.(pid);
  try {
    return await Promise.race([session, deadline]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const tail = stderrTail.trim() === '' ? '' : `\n--- stderr of ${spec.name} (tail) ---\n${stderrTail.trim()}`;
    throw new Error(`harvest of MCP server "${spec.name}" failed: ${reason}${tail}`, { cause: error });
  } finally {
    clearTimeout(timer);
    // Idempotent: already closed on success; on timeout this ends stdin, then SIGTERM, then SIGKILL.
    await transport.close().catch(() => undefined);
    // Belt and braces: the SDK's own SIGKILL does not wait, and it may have exited meanwhile (ESRCH).
    if (pid !== null && isProcessAlive(pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    plan.cleanup?.();
  }
}

/** Only the identity fields that are present, as exactOptionalPropertyTypes requires. */
function withMeta(spec: ServerSpec): { server: string; package?: string; version?: string } {
  return {
    server: spec.name,
    ...(spec.package === undefined ? {} : { package: spec.package }),
    ...(spec.version === undefined ? {} : { version: spec.version }),
  };
}

import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';

/** A process still alive in the implementation's group, besides its host. */
export interface StrayProcess {
  readonly pid: number;
  readonly command: string;
}

/** The fields of /proc/<pid>/stat after the command name, which may hold spaces and parentheses: [0] state, [1] parent, [2] group. */
export const statFields = (stat: string): string[] => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

function commandOf(pid: string): string {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'latin1')
      .split('\0')
      .filter((w) => w !== '');
    return words.join(' ').slice(0, 200) || '(no command line)';
  } catch {
    return '(gone)';
  }
}

/**
 * The host's direct children, read after every call: its threads' `children` lists (Linux; elsewhere none). Each list
 * stays open and is read again from its start, so a call costs one directory read and one read per thread.
 */
export class ChildrenOf {
  private readonly lists = new Map<string, number>();
  private readonly buffer = Buffer.alloc(4_096);

  constructor(private readonly host: number) {}

  now(): number[] {
    let threads: string[];
    try {
      threads = readdirSync(`/proc/${this.host}/task`);
    } catch {
      this.close();
      return [];
    }
    for (const [thread, fd] of this.lists)
      if (!threads.includes(thread)) {
        this.lists.delete(thread);
        closeQuietly(fd);
      }
    return threads.flatMap((thread) => {
      const text = this.read(thread);
      return text === undefined
        ? []
        : text
            .split(' ')
            .filter((w) => w.trim() !== '')
            .map(Number);
    });
  }

  close(): void {
    for (const fd of this.lists.values()) closeQuietly(fd);
    this.lists.clear();
  }

  private read(thread: string): string | undefined {
    const path = `/proc/${this.host}/task/${thread}/children`;
    try {
      let fd = this.lists.get(thread);
      if (fd === undefined) {
        fd = openSync(path, 'r');
        this.lists.set(thread, fd);
      }
      const length = readSync(fd, this.buffer, 0, this.buffer.length, 0);
      // A list longer than the buffer is rare (thousands of children): read whole.
      return length < this.buffer.length ? this.buffer.toString('latin1', 0, length) : readFileSync(path, 'latin1');
    } catch {
      const fd = this.lists.get(thread);
      if (fd !== undefined) closeQuietly(fd);
      this.lists.delete(thread);
      return undefined;
    }
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Already closed.
  }
}

/** Every live process of group `pgid`, or in `also`, except `host` itself (Linux /proc; elsewhere none are seen). */
export function strayProcesses(pgid: number, host: number, also: readonly number[] = []): StrayProcess[] {
  const extra = new Set(also);
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: StrayProcess[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === host) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
    } catch {
      continue;
    }
    // A zombie (state Z) is already ended; its parent has just not collected it.
    const [state, , group] = statFields(stat);
    if ((Number(group) === pgid || extra.has(Number(entry))) && state !== 'Z')
      found.push({ pid: Number(entry), command: commandOf(entry) });
  }
  return found;
}

/** Ends the whole group (the host and all it started that stayed in it); a group already gone is fine. */
export function endGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // ESRCH: nothing left.
  }
}

/** Ends a group's reaper once the harness has ended the group itself. */
export interface Reaper {
  disarm(): void;
}

/**
 * A small `sh` in a session of its own that ends group `pgid` once the pipe it reads from closes. The harness holds the
 * pipe's other end, and the kernel closes it however that end goes: a process killed by a signal runs no 'exit'
 * handler, a terminated worker thread runs none of its own, and an implementation stuck in a loop never notices its
 * channel closing. Where no `sh` starts, the harness's own ending of the group is all there is.
 */
export function reaperOf(pgid: number): Reaper {
  const sh = spawn('sh', ['-c', `read _; kill -s KILL -- -${pgid}`], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  sh.on('error', () => undefined);
  sh.stdin?.on('error', () => undefined);
  // Neither the process nor its pipe keeps the harness alive: the pipe only has to close when the harness goes.
  sh.unref();
  (sh.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null)?.unref?.();
  return {
    disarm: () => {
      try {
        sh.kill('SIGKILL');
      } catch {
        // Already gone.
      }
      sh.stdin?.destroy();
    },
  };
}

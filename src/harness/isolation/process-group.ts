import { readdirSync, readFileSync } from 'node:fs';

/** A process still alive in the implementation's group, besides its host. */
export interface StrayProcess {
  readonly pid: number;
  readonly command: string;
}

/** Field 5 of /proc/<pid>/stat (process group); the command name may hold spaces and parentheses, so split after it. */
function groupOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[2]);
}

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

/** The host's direct children now: its threads' `children` lists, a few small reads (Linux; elsewhere none). */
export function childrenOf(host: number): number[] {
  try {
    return readdirSync(`/proc/${host}/task`).flatMap((tid) => {
      try {
        return readFileSync(`/proc/${host}/task/${tid}/children`, 'latin1')
          .split(' ')
          .filter((w) => w.trim() !== '')
          .map(Number);
      } catch {
        return [];
      }
    });
  } catch {
    return [];
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
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    if ((groupOf(stat) === pgid || extra.has(Number(entry))) && state !== 'Z')
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

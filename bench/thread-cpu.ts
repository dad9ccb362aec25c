import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { statFields } from '../src/harness/isolation/process-group.js';
import { mdTable } from './markdown.js';

/** One thread's CPU at its last look (a thread that ended keeps what it had used by then). */
export interface ThreadCpu {
  readonly pid: number;
  readonly tid: number;
  readonly seconds: number;
}

/** One process of the watched tree: its command, and its threads' CPU, most first. */
export interface ProcessCpu {
  readonly pid: number;
  readonly command: string;
  readonly threads: readonly ThreadCpu[];
}

/** The kernel's clock ticks per second, the unit of /proc's CPU fields. */
export const ticksPerSecond = (): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
};

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'latin1');
  } catch {
    return undefined;
  }
};

/** User + system CPU of a /proc `stat` line (a process's, all its threads; or one task's), in seconds. */
export const statCpuSeconds = (stat: string, hz: number): number => {
  const fields = statFields(stat);
  return (Number(fields[11]) + Number(fields[12])) / hz;
};

/**
 * Watches a process group and every process a member forked (the gate's implementation processes lead groups of their
 * own) by reading /proc every `everyMs`, and keeps each thread's CPU. A CPU profile samples JS threads only, and
 * samples a thread the scheduler took the core from as busy; these counts are what the kernel charged, thread by
 * thread, V8's garbage-collector and compiler helpers and libuv's pool included (Linux only; elsewhere empty).
 */
export function watchThreadCpu(group: number, everyMs = 500): { stop(): ProcessCpu[] } {
  const hz = ticksPerSecond();
  const members = new Set<number>();
  const commands = new Map<number, string>();
  const threads = new Map<number, ThreadCpu>();
  const look = (): void => {
    let entries: string[];
    try {
      entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
    } catch {
      return;
    }
    for (const entry of entries) {
      const stat = read(`/proc/${entry}/stat`);
      if (stat === undefined) continue;
      const fields = statFields(stat);
      const pid = Number(entry);
      if (Number(fields[2]) === group || members.has(Number(fields[1]))) members.add(pid);
      if (!members.has(pid)) continue;
      // Read at every look: a shell that execs its command keeps its pid and changes its command line.
      const command = (read(`/proc/${entry}/cmdline`) ?? '').split('\0').filter(Boolean).join(' ');
      if (command !== '') commands.set(pid, command);
      let tids: string[];
      try {
        tids = readdirSync(`/proc/${entry}/task`);
      } catch {
        continue;
      }
      for (const tid of tids) {
        const task = read(`/proc/${entry}/task/${tid}/stat`);
        if (task === undefined) continue;
        threads.set(Number(tid), { pid, tid: Number(tid), seconds: statCpuSeconds(task, hz) });
      }
    }
  };
  look();
  const timer = setInterval(look, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      look();
      return [...commands].map(([pid, command]) => ({
        pid,
        command,
        threads: [...threads.values()].filter((t) => t.pid === pid).sort((a, b) => b.seconds - a.seconds),
      }));
    },
  };
}

/**
 * The node processes of a watched tree, each with its main thread, its busiest other threads and the rest. A process
 * or another thread is listed past `listedFrom` seconds of CPU (the gate's table: half a second).
 */
export function threadCpuTable(
  processes: readonly ProcessCpu[],
  label: (p: ProcessCpu) => string,
  listedFrom = 0.5,
): string {
  const nodes = processes.filter((p) => p.threads.length > 0 && /(^|\/)node( |$)/.test(p.command));
  const sum = (ts: readonly ThreadCpu[]): number => ts.reduce((s, t) => s + t.seconds, 0);
  const rows = nodes
    .map((p) => {
      const main = p.threads.find((t) => t.tid === p.pid);
      const others = p.threads.filter((t) => t.tid !== p.pid);
      return { p, total: sum(p.threads), main: main?.seconds ?? 0, others };
    })
    .filter((r) => r.total >= listedFrom)
    .sort((a, b) => b.total - a.total);
  const s = (n: number): string => `${n.toFixed(1)} s`;
  return mdTable(
    ['process', 'CPU', 'main thread', `other threads, busiest first (> ${listedFrom} s)`, 'rest'],
    rows.map(({ p, total, main, others }) => {
      const busy = others.filter((t) => t.seconds > listedFrom);
      return [
        label(p),
        s(total),
        s(main),
        busy.map((t) => t.seconds.toFixed(1)).join(' · ') || '—',
        s(sum(others) - sum(busy)),
      ];
    }),
  );
}

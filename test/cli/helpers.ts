import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import type { CliIo, ExitCode } from '../../src/cli/io.js';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A planted historic fault (§8.1) as an adapter module. */
export const FAULTY_ADAPTER = join(ROOT, 'test/cli/fixtures/faulty-adapter.ts');

/** A fresh temporary folder and its cleanup. */
export function tempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `a34-${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs the CLI in-process from `cwd`, capturing what it prints. */
export async function cli(args: readonly string[], cwd: string): Promise<{ exit: ExitCode; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), isTTY: false, cwd };
  const exit = await main(args, io);
  return { exit, out: out.join('\n'), err: err.join('\n') };
}

import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** True when the module at `url` is the script node was started with (`tsx src/cli/main.ts …`), not an import. */
function isEntryPoint(url: string): boolean {
  const script = process.argv[1];
  try {
    return script !== undefined && url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

/** Runs the CLI on the process's arguments when the module at `url` is the script node was started with. */
export async function runAsScript(url: string, main: (argv: string[]) => Promise<number>): Promise<void> {
  if (!isEntryPoint(url)) return;
  const code = await main(process.argv.slice(2));
  process.exitCode = code;
  // Exit even if an adapter left a handle open; unref'd, so a clean exit is never delayed.
  setTimeout(() => process.exit(code), 1_000).unref();
}

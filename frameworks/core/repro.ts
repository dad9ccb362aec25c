import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findFinding } from './repro-finding.js';
import { reproScript } from './repro-script.js';

/**
 * Prints a standalone repro script for one finding of the lanes' last run:
 *   npx tsx frameworks/core/repro.ts <expected file name> | <target> <property> <code> [--reports dir]
 */
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { reports: { type: 'string', default: resolve(ROOT, 'reports/frameworks') } },
    });
    const finding = findFinding(resolve(values.reports), resolve(ROOT, 'frameworks/expected'), positionals);
    process.stdout.write(reproScript(finding));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}

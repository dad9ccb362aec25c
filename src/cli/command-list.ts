import { ALL_PROPERTIES } from '../../properties/index.js';
import { formatIssue } from '../suite/corpus/input-issue.js';
import { FAULTS } from '../faults/catalog.js';
import { resolveConfig, resolveRedDirs, type CommonOptions } from './context.js';
import { EXIT, type CliIo, type ExitCode } from './io.js';
import { loadRedCatalog } from './red-catalog.js';

const table = (rows: readonly (readonly string[])[]): string[] => {
  const widths = rows.reduce<number[]>((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), []);
  return rows.map((row) =>
    row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  '),
  );
};

/** `list`: the properties, RED cases and faults this harness knows; exit 2 when a RED file is bad. */
export async function listCommand(options: CommonOptions, io: CliIo): Promise<ExitCode> {
  const red = loadRedCatalog(resolveRedDirs(options, await resolveConfig(options, io), io), io);
  io.out(`properties (${ALL_PROPERTIES.length})`);
  table([['id', 'area', 'rule', 'title'], ...ALL_PROPERTIES.map((p) => [p.id, p.area, p.rule, p.title])]).forEach((l) =>
    io.out(`  ${l}`),
  );
  io.out(`\nRED cases (${red.entries.length})`);
  table([
    ['id', 'kind', 'expects', 'title'],
    ...red.entries.map(({ redCase: c }) => [c.id, c.kind, c.expect.verdict, c.title]),
  ]).forEach((l) => io.out(`  ${l}`));
  io.out(`\nfaults (${FAULTS.length})`);
  table([
    ['id', 'origin', 'title'],
    ...FAULTS.map((f) => [f.id, f.historic !== undefined ? `§8.${f.historic}` : f.origin, f.title]),
  ]).forEach((l) => io.out(`  ${l}`));
  for (const issue of red.issues) io.err(`input error: ${formatIssue(issue)}`);
  return red.issues.length > 0 ? EXIT.input : EXIT.ok;
}

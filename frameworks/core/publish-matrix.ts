import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type MatrixLane, matrixRows } from '../../src/frameworks/matrix.js';
import { matrixHtml } from '../../src/frameworks/matrix-html.js';
import { matrixMarkdown } from '../../src/frameworks/matrix-md.js';
import { FRAMEWORK_PROPERTIES } from '../../src/frameworks/properties.js';

/**
 * Publishes the matrix of both lanes as reports/frameworks/matrix.{md,html} (the committed copy) from the
 * frameworks.json each lane wrote under `reports/frameworks/<lane>/` (bash frameworks/ci.sh).
 */
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

const Lane = z.object({
  lane: z.string(),
  profile: z.string(),
  seed: z.number(),
  targets: z.array(
    z.object({ id: z.string(), framework: z.string(), version: z.string(), provider: z.string(), via: z.string() }),
  ),
  cells: z.array(
    z.object({
      target: z.string(),
      property: z.string(),
      error: z.string().optional(),
      exhausted: z.boolean(),
      discovered: z.array(z.object({ finding: z.object({ code: z.string() }).passthrough() }).passthrough()),
    }),
  ),
});

export function publishMatrix(reports: string, out: string): string[] {
  const lanes = ['node20', 'node22']
    .map((l) => join(reports, l, 'frameworks.json'))
    .filter((f) => existsSync(f))
    .map((f) => Lane.parse(JSON.parse(readFileSync(f, 'utf8'))));
  if (lanes.length === 0)
    throw new Error(`publish-matrix: no ${reports}/node{20,22}/frameworks.json; run bash frameworks/ci.sh`);
  const properties = FRAMEWORK_PROPERTIES.map((p) => p.id);
  // The parsed JSON has the shape the matrix reads; provider and via are plain strings in a report.
  const rows = matrixRows(lanes as unknown as MatrixLane[], properties);
  const title = `Framework × provider × property: ${lanes.map((l) => `${l.lane} (profile ${l.profile}, seed ${l.seed})`).join(', ')}`;
  mkdirSync(out, { recursive: true });
  const files = [join(out, 'matrix.md'), join(out, 'matrix.html')];
  writeFileSync(files[0] as string, matrixMarkdown(title, rows, properties));
  writeFileSync(files[1] as string, matrixHtml(title, rows, properties));
  return files;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const reports = resolve(process.argv[2] ?? join(ROOT, 'reports/frameworks'));
  for (const f of publishMatrix(reports, join(ROOT, 'reports/frameworks'))) process.stdout.write(`${f}\n`);
}

import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { McpToolSchema, type HarvestedServer } from './fixture.js';
import { packagePath } from '../harness/package-root.js';
import { jsonPath } from '../harness/json-path.js';

/** Where the committed fixtures live: `<repo>/fixtures/mcp`. */
export const FIXTURE_DIR: string = packagePath('fixtures', 'mcp');

// Labels become file names, so allow nothing that could climb out of the fixture folder.
const LABEL = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** True when `name` is usable as a fixture label (and thus a file name). */
export function isValidLabel(name: string): boolean {
  return LABEL.test(name) && !name.endsWith('.tmp');
}

const FixtureSchema = z.object({
  server: z.string().regex(LABEL),
  package: z.string().min(1),
  version: z.string().min(1),
  listChangedSeen: z.boolean(),
  initialToolCount: z.number().int().nonnegative(),
  tools: z.array(McpToolSchema),
});

/** Path of the fixture file for a server label. */
export function fixturePath(server: string, dir: string = FIXTURE_DIR): string {
  if (!isValidLabel(server))
    throw new Error(`invalid server label ${JSON.stringify(server)}: use letters, digits, . _ -`);
  return path.join(dir, `${server}.json`);
}

/** Writes `fixtures/mcp/<server>.json` atomically (temp file, then rename); returns the path. */
export function writeFixture(harvested: HarvestedServer, dir: string = FIXTURE_DIR): string {
  const file = fixturePath(harvested.server, dir);
  // Fixed key order so re-harvesting an unchanged server produces a byte-identical file.
  const body = {
    server: harvested.server,
    package: harvested.package,
    version: harvested.version,
    listChangedSeen: harvested.listChangedSeen,
    initialToolCount: harvested.initialToolCount,
    tools: harvested.tools,
  };
  mkdirSync(dir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, `${JSON.stringify(body, null, 2)}\n`, 'utf8');
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
  return file;
}

/** Reads and validates one fixture file; errors name the file and the JSON path of the first problem. */
export function readFixture(file: string): HarvestedServer {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not readable JSON: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const parsed = FixtureSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${jsonPath(issue.path)}: ${issue.message}`);
    throw new Error(`${file}: invalid MCP fixture at ${problems.join('; ')}`);
  }
  const fixture = parsed.data;
  // Without a list_changed the single listing is the final one, so the counts must agree.
  if (!fixture.listChangedSeen && fixture.initialToolCount !== fixture.tools.length) {
    throw new Error(
      `${file}: invalid MCP fixture at $.initialToolCount: ${fixture.initialToolCount} but no list_changed and ${fixture.tools.length} tools`,
    );
  }
  return fixture;
}

/** Loads every `*.json` fixture in `dir` (default `fixtures/mcp`), sorted by file name. */
export function loadHarvestedFixtures(dir: string = FIXTURE_DIR): HarvestedServer[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files.map((name) => readFixture(path.join(dir, name)));
}

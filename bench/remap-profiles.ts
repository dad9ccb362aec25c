import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface ProfileNode {
  callFrame: { url: string; lineNumber: number; columnNumber: number };
}

/**
 * The gate runs the bundled dist/, whose frames all sit in a few chunk files; the stage map decides by source
 * path. Each frame of each `.cpuprofile` in `dir` is pointed back at the source file its function starts in,
 * through the source maps the bench's build wrote beside the bundles. Returns how many frames moved.
 */
export function remapProfiles(dir: string): number {
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (url: string): SourceMap | undefined => {
    if (!maps.has(url)) {
      const file = url.startsWith('file://') ? `${fileURLToPath(url)}.map` : '';
      maps.set(
        url,
        file !== '' && existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : undefined,
      );
    }
    return maps.get(url);
  };
  let moved = 0;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const path = join(dir, name);
    const profile = JSON.parse(readFileSync(path, 'utf8')) as { nodes: ProfileNode[] };
    for (const { callFrame: frame } of profile.nodes) {
      const entry = mapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
      if (entry === undefined || !('originalSource' in entry)) continue;
      const source = entry.originalSource;
      const bundle = dirname(fileURLToPath(frame.url));
      frame.url = source.startsWith('file://') ? source : pathToFileURL(resolve(bundle, source)).href;
      moved++;
    }
    writeFileSync(path, JSON.stringify(profile));
  }
  return moved;
}

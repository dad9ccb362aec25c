import { describe, expect, it } from 'vitest';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { harvestServer, isProcessAlive } from '../../src/harvest/harvest.js';
import { pinnedServers } from '../../src/harvest/servers.js';
import { loadHarvestedFixtures } from '../../src/harvest/store.js';

/** The part of a tool the harness depends on. */
function surface(tools: readonly Tool[]): { name: string; description: string | undefined; inputSchema: unknown }[] {
  // No normalisation needed: none of the four servers embeds its temp folder (or anything else
  // run-specific) in names, descriptions or schemas — the filesystem server only says "allowed directories".
  return tools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema }));
}

/** Polls until every pid has exited and been reaped (the SDK's SIGKILL does not wait). */
async function gone(pids: readonly number[], withinMs = 3_000): Promise<number[]> {
  const until = Date.now() + withinMs;
  let alive = pids.filter(isProcessAlive);
  while (alive.length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    alive = alive.filter(isProcessAlive);
  }
  return alive;
}

describe('live MCP servers match the committed fixtures', () => {
  it('harvests the 4 pinned servers, equal to fixtures/mcp, and leaves no process behind', async () => {
    const fixtures = new Map(loadHarvestedFixtures().map((fixture) => [fixture.server, fixture]));
    const pids: number[] = [];
    const specs = pinnedServers();
    // In parallel: each server is its own process and temp folder, and the suite stays a few seconds.
    const live = await Promise.all(specs.map((spec) => harvestServer(spec, { onSpawn: (pid) => pids.push(pid) })));
    expect(pids).toHaveLength(specs.length);
    for (const harvested of live) {
      const fixture = fixtures.get(harvested.server);
      expect(fixture, `fixture for ${harvested.server}`).toBeDefined();
      expect(harvested.package).toBe(fixture?.package);
      expect(harvested.version).toBe(fixture?.version);
      expect(harvested.listChangedSeen).toBe(fixture?.listChangedSeen);
      expect(surface(harvested.tools)).toEqual(surface(fixture?.tools ?? []));
      expect(harvested.tools.length).toBeGreaterThan(0);
    }
    expect([...fixtures.keys()].sort()).toEqual(specs.map((spec) => spec.name).sort());
    expect(await gone(pids)).toEqual([]);
  });

  it('shows server-everything the conditional tools unlocked by roots, sampling and elicitation', () => {
    const everything = loadHarvestedFixtures().find((fixture) => fixture.server === 'everything');
    const names = everything?.tools.map((tool) => tool.name) ?? [];
    expect(names).toEqual(
      expect.arrayContaining([
        'get-roots-list',
        'trigger-sampling-request',
        'trigger-elicitation-request',
        'trigger-url-elicitation',
      ]),
    );
    // The conditional tools are registered on notifications/initialized, before our first tools/list is served.
    expect(everything?.listChangedSeen).toBe(true);
    expect(everything?.initialToolCount).toBe(names.length);
  });
});

describe('failure handling', () => {
  it('times out a silent server with an error naming it, and kills the process', async () => {
    const pids: number[] = [];
    const silent = {
      name: 'silent',
      launch: () => ({ command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'] }),
    };
    await expect(harvestServer(silent, { timeoutMs: 500, onSpawn: (pid) => pids.push(pid) })).rejects.toThrow(
      /MCP server "silent" failed: timed out after 500 ms/,
    );
    expect(pids).toHaveLength(1);
    expect(await gone(pids)).toEqual([]);
  });

  it('reports a server that exits at once, with its stderr', async () => {
    const crash = {
      name: 'crash',
      launch: () => ({ command: process.execPath, args: ['-e', 'console.error("boom"); process.exit(3)'] }),
    };
    await expect(harvestServer(crash)).rejects.toThrow(/MCP server "crash" failed: .*Connection closed[\s\S]*boom/);
  });

  it('names the server when the command cannot be spawned', async () => {
    const missing = { name: 'missing', launch: () => ({ command: '/nonexistent/mcp-server', args: [] }) };
    await expect(harvestServer(missing)).rejects.toThrow(/MCP server "missing" failed/);
  });
});

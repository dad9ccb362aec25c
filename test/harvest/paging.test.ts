import { describe, expect, it } from 'vitest';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { harvestOverTransport } from '../../src/harvest/session.js';

const tool = (name: string): Tool => ({ name, description: `tool ${name}`, inputSchema: { type: 'object' } });

interface PagedServer {
  readonly transport: InMemoryTransport;
  /** Cursors received by tools/list, in order (undefined = first page). */
  readonly requests: (string | undefined)[];
}

/**
 * A tiny in-process server that pages its tools 2 at a time. McpServer always returns one page,
 * so this uses the low-level Server with its own tools/list handler.
 */
async function pagedServer(
  tools: Tool[],
  hooks: { afterLastPage?: (server: Server) => void; cursor?: (page: number) => string } = {},
): Promise<PagedServer> {
  const server = new Server({ name: 'paged', version: '1.2.3' }, { capabilities: { tools: { listChanged: true } } });
  const requests: (string | undefined)[] = [];
  server.setRequestHandler(ListToolsRequestSchema, (request) => {
    const cursor = request.params?.cursor;
    requests.push(cursor);
    const start = cursor === undefined ? 0 : Number(cursor.replace('page-', '')) * 2;
    const next = start + 2 < tools.length ? (hooks.cursor ?? ((page) => `page-${page}`))(start / 2 + 1) : undefined;
    if (next === undefined) queueMicrotask(() => hooks.afterLastPage?.(server));
    return { tools: tools.slice(start, start + 2), ...(next === undefined ? {} : { nextCursor: next }) };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  return { transport: clientSide, requests };
}

describe('tools/list pagination and list_changed', () => {
  it('follows nextCursor over every page and keeps the server order', async () => {
    const tools = ['e', 'a', 'd', 'b', 'c'].map(tool);
    const { transport, requests } = await pagedServer(tools);
    const harvested = await harvestOverTransport(transport, { server: 'paged' }, { settleMs: 0 });
    expect(harvested.tools.map((t) => t.name)).toEqual(['e', 'a', 'd', 'b', 'c']);
    expect(requests).toEqual([undefined, 'page-1', 'page-2']);
    // No package/version given, so the server's own serverInfo is recorded.
    expect(harvested).toMatchObject({
      package: 'paged',
      version: '1.2.3',
      listChangedSeen: false,
      initialToolCount: 5,
    });
  });

  it('lists again after tools/list_changed and keeps the final list', async () => {
    const tools = ['a', 'b', 'c'].map(tool);
    let added = false;
    const { transport, requests } = await pagedServer(tools, {
      afterLastPage: (server) => {
        if (added) return;
        added = true;
        tools.push(tool('late'));
        void server.sendToolListChanged();
      },
    });
    const harvested = await harvestOverTransport(transport, { server: 'changing' }, { settleMs: 50 });
    expect(harvested.listChangedSeen).toBe(true);
    expect(harvested.initialToolCount).toBe(3);
    expect(harvested.tools.map((t) => t.name)).toEqual(['a', 'b', 'c', 'late']);
    expect(requests).toEqual([undefined, 'page-1', undefined, 'page-1']);
  });

  it('refuses a server that hands out the same cursor forever', async () => {
    const { transport } = await pagedServer(['a', 'b', 'c', 'd', 'e'].map(tool), { cursor: () => 'page-1' });
    await expect(harvestOverTransport(transport, { server: 'loop' }, { settleMs: 0 })).rejects.toThrow(
      /server "loop": tools\/list repeated cursor "page-1"/,
    );
  });
});

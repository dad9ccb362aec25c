import { describe, expect, test } from 'vitest';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { connectMcp } from '../core/mcp-client.js';
import { pageOf } from '../../src/frameworks/mcp-pages.mjs';

describe(pageOf.name, () => {
  test('pages of the given size, the cursor being the next index; the last page has no cursor', () => {
    const tools = ['a', 'b', 'c'];
    expect(pageOf(tools, 2, undefined)).toEqual({ tools: ['a', 'b'], nextCursor: '2' });
    expect(pageOf(tools, 2, '2')).toEqual({ tools: ['c'] });
    expect(pageOf(tools, undefined, undefined)).toEqual({ tools });
    expect(() => pageOf(tools, 2, 'x')).toThrow(/bad cursor/);
  });

  test('our stdio server serves every page, in order, unusual names included', async () => {
    const names = ['b', '10', '__proto__', 'a.b', 'x'.repeat(70)];
    const mcp = await connectMcp(
      names.map((name) => ({ name, description: name, inputSchema: { type: 'object' } })),
      2,
    );
    try {
      expect((await mcp.client.listTools()).nextCursor).toBe('2');
      expect((await mcp.listAll()).map((t) => t.name)).toEqual(names);
    } finally {
      await mcp.close();
    }
  }, 30_000);

  test('with a changed list, our server declares listChanged and switches after its first tools/call, announcing it', async () => {
    const tool = (name: string) => ({ name, description: name, inputSchema: { type: 'object' } });
    const mcp = await connectMcp([tool('a'), tool('b')], undefined, [tool('b'), tool('c')]);
    try {
      expect(mcp.client.getServerCapabilities()?.tools?.listChanged).toBe(true);
      const announced = new Promise<void>((resolve) =>
        mcp.client.setNotificationHandler(ToolListChangedNotificationSchema, () => resolve()),
      );
      expect((await mcp.listAll()).map((t) => t.name)).toEqual(['a', 'b']);
      await mcp.client.callTool({ name: 'a', arguments: {} });
      await announced;
      expect((await mcp.listAll()).map((t) => t.name)).toEqual(['b', 'c']);
    } finally {
      await mcp.close();
    }
  }, 30_000);
});

import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runRepro } from '../core/repro-all.js';
import type { ReproFinding } from '../core/repro-script.js';
import { reproScript } from '../core/repro-script.js';

// The script must resolve @openai/agents from the lane, so it is written into the lane's folder.
const LANE = 'frameworks/node20';
const INSTALLED = existsSync(`${LANE}/node_modules/@openai/agents/package.json`);
const DIR = `${LANE}/repro-tmp-list-changed-test`;

/** MCPServerStdio with cacheToolsList keeps the old description (expected: openai-agents.mcp-cached.openai-chat--mcp-list-changed--tool.stale_describe.json). */
const cached = (target = 'openai-agents.mcp-cached.openai-chat'): ReproFinding => ({
  target,
  provider: 'openai-chat',
  version: '@openai/agents',
  lane: 'node20',
  property: 'mcp-list-changed',
  code: 'tool.stale:describe',
  path: '$[0].description',
  reason: 'stale',
  tools: [{ name: 'get_price', description: 'd', inputSchema: { type: 'object', properties: {} } }],
  pageSize: undefined,
});

describe('list-changed repro scripts', () => {
  test('serve the changed list after the first tools/call and ask for two turns', () => {
    const script = reproScript(cached());
    expect(script).toContain('"description": "d (changed after list_changed)"');
    expect(script).toContain('cacheToolsList: true');
    expect(script).toContain('maxTurns: 2');
  });

  test.skipIf(!INSTALLED)(
    'reproduce the stale cache alone, and find nothing where the SDK re-lists',
    () => {
      mkdirSync(DIR, { recursive: true });
      try {
        expect(runRepro(cached(), DIR, 0)).toEqual({ outcome: 'reproduces', detail: '' });
        // Without cacheToolsList the Agents SDK lists the tools again each turn: step 2 carries the new description.
        expect(runRepro(cached('openai-agents.mcp.openai-chat'), DIR, 1)).toEqual({
          outcome: 'differs',
          detail: 'judged nothing',
        });
      } finally {
        rmSync(DIR, { recursive: true, force: true });
      }
    },
    20_000,
  );
});

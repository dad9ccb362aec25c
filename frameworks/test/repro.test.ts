import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runRepro } from '../core/repro-all.js';
import { type ReproFinding, ReproUnsupportedError, reproScript } from '../core/repro-script.js';

// The script must resolve @openai/agents from the lane, so it is written into the lane's folder.
const LANE = 'frameworks/node20';
const INSTALLED = existsSync(`${LANE}/node_modules/@openai/agents/package.json`);
const DIR = `${LANE}/repro-tmp-test`;
const MASTRA =
  existsSync('frameworks/node22/node_modules/@mastra/core/package.json') &&
  existsSync('frameworks/node22/node_modules/node/bin/node');
const MASTRA_DIR = 'frameworks/node22/repro-tmp-test';

/** The Agents SDK renames `-` to `_` (expected: openai-agents.openai-chat--wire-fidelity--name.changed.json). */
const renamed = (name: string): ReproFinding => ({
  target: 'openai-agents.openai-chat',
  provider: 'openai-chat',
  version: '@openai/agents',
  lane: 'node20',
  property: 'wire-fidelity',
  code: 'name.changed',
  path: '$[0].name',
  reason: 'renamed',
  tools: [{ name, description: 'd', inputSchema: { type: 'object', properties: {} } }],
  pageSize: undefined,
});

describe('repro scripts', () => {
  test('import only the framework and its provider package', () => {
    const imports = [...reproScript(renamed('get-price')).matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.sort()).toEqual(['@openai/agents', 'openai']);
  });

  test('refuse a guarded target and a loop property: no standalone script exists for them', () => {
    expect(() => reproScript({ ...renamed('a'), target: 'openai-agents.openai-chat.guarded' })).toThrow(
      ReproUnsupportedError,
    );
    expect(() => reproScript({ ...renamed('a'), property: 'agent-loop' })).toThrow(ReproUnsupportedError);
  });

  test.skipIf(!INSTALLED)(
    'reproduce the seam rows: an edit at the Model wrapper goes out, and reaches the caller',
    () => {
      mkdirSync(DIR, { recursive: true });
      const seam = (property: string, code: string): ReproFinding => ({ ...renamed('search'), property, code });
      try {
        expect(runRepro(seam('seam-detected', 'request.undetected:pre_dispatch'), DIR, 0).outcome).toBe('reproduces');
        expect(runRepro(seam('no-aliasing', 'inputSchema.leaked:user-object'), DIR, 1).outcome).toBe('reproduces');
        expect(runRepro(seam('no-aliasing', 'inputSchema.leaked:next-call'), DIR, 2).outcome).toBe('reproduces');
      } finally {
        rmSync(DIR, { recursive: true, force: true });
      }
    },
  );

  test.skipIf(!INSTALLED)(
    "reproduce the official SDKs' MCP rows: mcpTools adds required: null, mcpToTool refuses __proto__",
    () => {
      mkdirSync(DIR, { recursive: true });
      const mcp = (target: string, provider: ReproFinding['provider'], name: string, code: string): ReproFinding => ({
        ...renamed(name),
        target,
        provider,
        property: 'mcp-fidelity',
        code,
        pageSize: 1,
      });
      try {
        expect(runRepro(mcp('anthropic-sdk.mcp', 'anthropic', 'search', 'inputSchema.added:required'), DIR, 0)).toEqual(
          {
            outcome: 'reproduces',
            detail: '',
          },
        );
        expect(runRepro(mcp('genai-sdk.mcp', 'gemini', '__proto__', 'request.errored'), DIR, 1).outcome).toBe(
          'reproduces',
        );
        // A name mcpToTool takes: the call goes out and nothing is thrown.
        expect(runRepro(mcp('genai-sdk.mcp', 'gemini', 'search', 'request.errored'), DIR, 2).outcome).toBe('differs');
      } finally {
        rmSync(DIR, { recursive: true, force: true });
      }
    },
  );

  test.skipIf(!MASTRA)('find no leak where the lane finds none: Mastra converts its own copy of each schema', () => {
    mkdirSync(MASTRA_DIR, { recursive: true });
    const mastra: ReproFinding = {
      ...renamed('search'),
      target: 'mastra.openai-chat',
      version: '@mastra/core',
      lane: 'node22',
      property: 'no-aliasing',
      code: 'inputSchema.leaked:user-object',
    };
    try {
      expect(runRepro(mastra, MASTRA_DIR, 0).outcome).toBe('differs');
      expect(
        runRepro({ ...mastra, property: 'seam-detected', code: 'request.undetected:extension' }, MASTRA_DIR, 1).outcome,
      ).toBe('reproduces');
    } finally {
      rmSync(MASTRA_DIR, { recursive: true, force: true });
    }
  });

  test.skipIf(!INSTALLED)('reproduce the rename alone on the lane, and find nothing on a name it keeps', () => {
    mkdirSync(DIR, { recursive: true });
    try {
      expect(runRepro(renamed('get-price'), DIR, 0)).toEqual({ outcome: 'reproduces', detail: '' });
      expect(runRepro(renamed('get_price'), DIR, 1)).toEqual({ outcome: 'differs', detail: 'judged nothing' });
    } finally {
      rmSync(DIR, { recursive: true, force: true });
    }
  });
});

import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runRepro } from '../core/repro-all.js';
import { type ReproFinding, ReproUnsupportedError, reproScript } from '../core/repro-script.js';

// The script must resolve @openai/agents from the lane, so it is written into the lane's folder.
const LANE = 'frameworks/node20';
const INSTALLED = existsSync(`${LANE}/node_modules/@openai/agents/package.json`);
const DIR = `${LANE}/repro-tmp-test`;

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

  test('refuse a seam property: it has no tool list to send', () => {
    expect(() => reproScript({ ...renamed('a'), property: 'no-aliasing' })).toThrow(ReproUnsupportedError);
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

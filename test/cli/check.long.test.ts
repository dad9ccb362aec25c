import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defineTarget } from '../../src/frameworks/index.js';
import { cli, ROOT, tempDir } from './helpers.js';

const FIXTURES = join(ROOT, 'test/cli/fixtures/check');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function reports(): string {
  const temp = tempDir('check');
  cleanups.push(temp.cleanup);
  return temp.dir;
}

describe('a34-verify check', () => {
  it('passes a faithful, guarded agent on every property, by hand and through MCP, and writes the three reports', async () => {
    const dir = reports();
    const { exit, out } = await cli(['check', '--target', join(FIXTURES, 'agent.ts'), '--reports', dir], ROOT);
    expect(exit).toBe(0);
    expect(out).toMatch(/fixture-agent\.mcp · mcp-fidelity: pass/);
    const json = JSON.parse(readFileSync(join(dir, 'check.json'), 'utf8')) as { cells: unknown[]; findings: number };
    expect(json.findings).toBe(0);
    expect(json.cells).toHaveLength(8);
    expect(readFileSync(join(dir, 'check.md'), 'utf8')).toMatch(/Verdict: pass/);
    expect(readFileSync(join(dir, 'check.junit.xml'), 'utf8')).toMatch(/tests="8" failures="0"/);
  }, 60_000);

  it('exits 1 on a lossy agent, names each finding with a replay command that finds it again', async () => {
    const dir = reports();
    const target = join(FIXTURES, 'lossy.ts');
    const { exit, out } = await cli(['check', '--target', target, '--via', 'tools', '--reports', dir], ROOT);
    expect(exit).toBe(1);
    expect(out).toMatch(/own-tools: description\.changed/);
    const replay = /replay: npx a34-verify (check .*--property wire-fidelity .*)$/m.exec(out)?.[1];
    expect(replay).toBeDefined();
    expect(readFileSync(join(dir, 'check.junit.xml'), 'utf8')).toMatch(/failures="3"/);
    // The printed command, run as printed, replays the one case and leaves the reports alone.
    const again = await cli((replay ?? '').split(' '), ROOT);
    expect(again.exit).toBe(1);
    expect(again.out).toMatch(/"code": "description.changed"/);
  }, 60_000);

  it("judges under the target's guard profiles: a declared keyword drop passes, the same drop undeclared is a finding", async () => {
    const args = (file: string) => [
      'check',
      '--target',
      join(FIXTURES, file),
      '--via',
      'tools',
      '--reports',
      reports(),
    ];
    const undeclared = await cli(args('keyword.ts'), ROOT);
    expect(undeclared.exit).toBe(1);
    expect(undeclared.out).toMatch(/own-tools: inputSchema\.removed:minLength/);
    const declared = await cli(args('accepted.ts'), ROOT);
    expect(declared.exit, declared.out).toBe(0);
  }, 60_000);

  it('agent-loop (loop: true): the second request after a canned tool call must carry the whole list again', async () => {
    const args = (file: string) => [
      'check',
      '--target',
      join(FIXTURES, file),
      '--property',
      'agent-loop',
      '--reports',
      reports(),
    ];
    const same = await cli(args('loop.ts'), ROOT);
    expect(same.exit, same.out).toBe(0);
    const narrowed = await cli(args('loop-narrow.ts'), ROOT);
    expect(narrowed.exit).toBe(1);
    expect(narrowed.out).toMatch(/agent-loop: tool\.removed/);
    // Without loop: true the property is not offered, so asking for it is bad usage.
    expect((await cli(['check', '--target', join(FIXTURES, 'agent.ts'), '--property', 'agent-loop'], ROOT)).exit).toBe(
      2,
    );
  }, 60_000);

  it('streaming-fidelity (streams: true): the streamed body is judged as the plain one, and a call that never streams fails', async () => {
    const run = (file: string) =>
      cli(
        ['check', '--target', join(FIXTURES, file), '--property', 'streaming-fidelity', '--reports', reports()],
        ROOT,
      );
    const faithful = await run('stream.ts');
    expect(faithful.exit, faithful.out).toBe(0);
    expect(faithful.out).toMatch(/streaming-fidelity: pass/);
    const lossy = await run('stream-lossy.ts');
    expect(lossy.exit).toBe(1);
    expect(lossy.out).toMatch(/streaming-fidelity: description\.changed/);
    const never = await run('stream-never.ts');
    expect(never.exit).toBe(1);
    expect(never.out).toMatch(/streaming-fidelity: request\.missing/);
  }, 60_000);

  it('loop-narrowing (narrowing declared): a step narrowed as declared passes, a step that ignores it is a finding', async () => {
    const args = (file: string) => [
      'check',
      '--target',
      join(FIXTURES, file),
      '--via',
      'tools',
      '--property',
      'loop-narrowing',
      '--reports',
      reports(),
    ];
    const declared = await cli(args('loop-declared.ts'), ROOT);
    expect(declared.exit, declared.out).toBe(0);
    const ignored = await cli(args('loop-undeclared.ts'), ROOT);
    expect(ignored.exit).toBe(1);
    expect(ignored.out).toMatch(/loop-narrowing: tool\.added/);
  }, 60_000);

  it('exits 2 naming the file and field for a module that is not a target, and for a missing file', async () => {
    const bad = await cli(['check', '--target', join(FIXTURES, 'no-agent.ts')], ROOT);
    expect(bad.exit).toBe(2);
    expect(bad.err).toMatch(/no-agent\.ts: \$\.default\.agent: expected a function/);
    const missing = await cli(['check', '--target', 'nowhere/target.ts'], ROOT);
    expect(missing.exit).toBe(2);
    expect(missing.err).toMatch(/nowhere\/target\.ts: \$: not found/);
  });

  it('exits 3 when the time budget leaves checks unrun and lists them', async () => {
    // A budget of 0 fires at the first turn of the event loop: the check under way finishes, no other starts.
    const dir = reports();
    const { exit } = await cli(
      ['check', '--target', join(FIXTURES, 'agent.ts'), '--time-budget', '0', '--reports', dir],
      ROOT,
    );
    expect(exit).toBe(3);
    expect(readFileSync(join(dir, 'check.md'), 'utf8')).toMatch(
      /## Not run \(time budget or signal\)\n\n- fixture-agent/,
    );
  });
});

describe('defineTarget', () => {
  const agent = () => ({ call: async () => undefined });

  it('throws at once on misuse, naming each bad field', () => {
    expect(() => defineTarget({ name: '', provider: 'openai-chat', agent })).toThrow(/\$\.name/);
    expect(() => defineTarget({ name: 'a', provider: 'bedrock' as never, agent })).toThrow(
      /\$\.provider: expected one of/,
    );
    expect(() => defineTarget({ name: 'a', provider: 'gemini', via: [], agent })).toThrow(/\$\.via/);
    expect(() =>
      defineTarget({
        name: 'a',
        provider: 'gemini',
        agent,
        ownTools: [
          { name: 'x', description: 'd', inputSchema: {} },
          { name: 'x', description: 'e', inputSchema: {} },
        ],
      }),
    ).toThrow(/two tools are named "x"/);
  });

  it('returns a frozen definition that runs hand-built tools by default', () => {
    const t = defineTarget({ name: 'mine', provider: 'anthropic', agent });
    expect(Object.isFrozen(t)).toBe(true);
    expect(t.via).toEqual(['tools']);
  });
});

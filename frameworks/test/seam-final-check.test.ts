import { describe, expect, test } from 'vitest';
import { encoders, type Provider, type ToolDescriptor } from '../../src/index.js';
import { discover, type Budget } from '../../src/frameworks/discover.js';
import { FRAMEWORK_PROPERTIES } from '../../src/frameworks/properties.js';
import type { FrameworkTarget, SeamName, TargetSession } from '../../src/frameworks/target.js';
import { type CallGuard, withGuarded } from '../core/guarded.js';
import { seamView } from './fake-targets.js';

/**
 * The seams added beside the first ones are hooks the guard's binding cannot sit after in the same way:
 * Mastra's `prepareStep` runs after every input processor (the binding's `processInputStep` sees the list
 * before it), and ai 7's `onLanguageModelCallStart` swallows whatever the callback throws. These fakes
 * place the binding before, inside or after such a hook, with or without `guard.fetch`, so seam-detected
 * shows which wiring really refuses the hook's edit.
 */
interface Wiring {
  /** Where the binding checks the list: before the hook, inside it (its throw swallowed), or after it. */
  readonly binding: 'before-hook' | 'in-hook' | 'after-hook';
  /** Whether the request goes out through `guard.fetch` (the final check on the body). */
  readonly fetchWrapped: boolean;
}

const URL = 'https://api.openai.com/v1/chat/completions';

function lateHookSession(
  provider: Provider,
  listed: readonly ToolDescriptor[],
  wiring: Wiring,
  guard: CallGuard | undefined,
): TargetSession {
  return {
    async call(captured, seam) {
      const g = guard?.next();
      const outgoing = structuredClone(listed) as ToolDescriptor[];
      if (wiring.binding === 'before-hook') g?.check(outgoing);
      // The hook: the seam's edit, and (in-hook) the binding, in a callback whose throw the framework swallows.
      try {
        seam?.edit(seamView(outgoing));
        if (wiring.binding === 'in-hook') g?.check(outgoing);
      } catch {}
      if (wiring.binding === 'after-hook') g?.check(outgoing);
      const fetch = g !== undefined && wiring.fetchWrapped ? g.fetch(captured) : captured;
      const response = await fetch(URL, {
        method: 'POST',
        body: JSON.stringify({ model: 'm', ...encoders[provider].encode(outgoing).body }),
      });
      await response.text();
    },
    close: async () => {},
  };
}

function lateHookGuarded(stage: SeamName, wiring: Wiring): FrameworkTarget {
  const [, guarded] = withGuarded(
    {
      id: `late-hook.${stage}`,
      framework: 'fake',
      version: '0',
      provider: 'openai-chat',
      via: 'tools',
      seams: [stage],
    },
    async (tools, _options, guard) => lateHookSession('openai-chat', tools, wiring, guard),
  );
  if (guarded === undefined) throw new Error('withGuarded made no guarded variant');
  return guarded;
}

const seamDetected = FRAMEWORK_PROPERTIES.find((p) => p.id === 'seam-detected');
const budget: Budget = { numRuns: 20, maxRounds: 2, roundMs: 30_000, shrink: 'fast-check' };
const codesOf = async (target: FrameworkTarget): Promise<string[]> => {
  if (seamDetected === undefined) throw new Error('no seam-detected property');
  return (await discover(target, seamDetected, 7, budget)).discovered.map((d) => d.finding.code);
};

describe('seam-detected on hooks that run after the binding or swallow its refusal', () => {
  // ai 7 call-start: the middleware runs inside doGenerate; Mastra prepareStep: the user's prepareStep ends with the binding.
  test('a binding after the hook refuses its edit', async () => {
    expect(await codesOf(lateHookGuarded('pre_dispatch', { binding: 'after-hook', fetchWrapped: false }))).toEqual([]);
  });

  // Mastra's input processors all run before prepareStep: with guard.fetch the final check still refuses.
  test('a binding before the hook with guard.fetch refuses at the final check', async () => {
    expect(await codesOf(lateHookGuarded('extension', { binding: 'before-hook', fetchWrapped: true }))).toEqual([]);
  });

  test('a binding before the hook without guard.fetch misses the edit: caught', async () => {
    expect(await codesOf(lateHookGuarded('extension', { binding: 'before-hook', fetchWrapped: false }))).toEqual([
      'request.undetected:extension',
    ]);
  });

  // ai 7's notify swallows what onLanguageModelCallStart throws: a binding there cannot stop the request.
  test('a binding inside a hook that swallows its throw refuses too late: caught', async () => {
    expect(await codesOf(lateHookGuarded('pre_dispatch', { binding: 'in-hook', fetchWrapped: false }))).toEqual([
      'request.undetected:after-dispatch',
    ]);
  });
});

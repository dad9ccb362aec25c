// Imported here, not in core: each must resolve from this lane's own node_modules.
import { generateText, jsonSchema, stepCountIs, streamText, tool, type ToolSet } from 'ai';
import { aiSdkToolOrder } from '../../../src/guard/index.js';
import { PROVIDERS, type Provider, type ToolDescriptor } from '../../../src/index.js';
import type { FrameworkTarget, StepNarrowing, TargetSession } from '../../../src/frameworks/target.js';
import { type CallGuard, withGuarded } from '../../core/guarded.js';
import { ai7Model } from './ai7-model.js';
import { narrowedLoop } from '../../core/narrowing.js';
import { declaredToolOrder } from '../../core/tool-order-cases.js';
import { packageVersion, versions } from '../../core/package-version.js';
import { AI_SDK_PROVIDER_PACKAGE } from '../../core/targets/ai-sdk.js';

/** The user's tool record, written in the reverse of the admitted order: only `toolOrder` can put it right. */
function reversedToolSet(tools: readonly ToolDescriptor[]): ToolSet {
  // Object.fromEntries keeps `__proto__` an own key, as a user's object literal with computed keys would.
  return Object.fromEntries(
    [...tools].reverse().map((t) => [
      t.name,
      tool({
        description: t.description,
        inputSchema: jsonSchema(t.inputSchema as never),
        execute: async () => 'ok',
      }),
    ]),
  );
}

/**
 * A user's guard admits what `aiSdkToolOrder(record, toolOrder)` returns. Here that must be the harness's admitted
 * order, which the guard `withGuarded` builds from; a disagreement throws at open, loudly.
 */
function checkedOrder(tools: readonly ToolDescriptor[], toolOrder: readonly string[]): void {
  const helper = aiSdkToolOrder([...tools].reverse(), toolOrder).map((t) => t.name);
  const admitted = tools.map((t) => t.name);
  if (JSON.stringify(helper) !== JSON.stringify(admitted))
    throw new Error(
      `a34 target: aiSdkToolOrder gives ${JSON.stringify(helper)}, the admitted order is ${JSON.stringify(admitted)}`,
    );
}

/**
 * A loop's `prepareStep`: each step's declared `activeTools` and that subset's own partial `toolOrder` (from step 2 a
 * shorter one). The loop passes no top-level `toolOrder`, so a step that ignored this one would go out reversed.
 */
function prepareStepFor(names: readonly string[], narrowing: readonly StepNarrowing[]) {
  return ({ stepNumber }: { stepNumber: number }) => {
    const active = (narrowing[stepNumber] ?? ((all) => all))(names);
    return { activeTools: [...active], toolOrder: declaredToolOrder(names.filter((n) => active.includes(n))) };
  };
}

interface Options {
  readonly steps: number;
  readonly stream: boolean;
  readonly narrowing: readonly StepNarrowing[] | undefined;
}

function session(
  provider: Provider,
  tools: readonly ToolDescriptor[],
  guard: CallGuard | undefined,
  o: Options,
): TargetSession {
  const names = tools.map((t) => t.name);
  const toolOrder = declaredToolOrder(names);
  checkedOrder(tools, toolOrder);
  const toolSet = reversedToolSet(tools);
  return {
    async call(captured) {
      const g = guard?.next();
      const model = ai7Model(provider, captured, g);
      const narrowing = o.steps > 1 ? o.narrowing : undefined;
      const options = {
        model,
        tools: toolSet,
        prompt: 'hello',
        maxRetries: 0,
        maxOutputTokens: 64,
        ...(o.steps > 1 ? { stopWhen: stepCountIs(o.steps) } : {}),
        ...(narrowing === undefined ? { toolOrder } : { prepareStep: prepareStepFor(names, narrowing) }),
      };
      if (!o.stream) {
        await generateText(options);
        return;
      }
      // streamText reports a failure as an `error` part, never a throw: rethrown so a failed stream is loud.
      for await (const part of streamText(options).fullStream) if (part.type === 'error') throw part.error;
    },
    close: async () => {},
  };
}

const here = import.meta.url;
const major = packageVersion(here, 'ai').split('.')[0] ?? '';

/**
 * ai 7's `toolOrder` (`ai-sdk-7.tool-order.<provider>`): the user writes the tool record in reverse and declares a
 * partial `toolOrder` under which ai sends the admitted order, so every property expects the admitted list as is.
 * On the loop provider, `prepareStep` returns `{ activeTools, toolOrder }`, a subset's own partial order from step 2.
 */
export const aiSdkToolOrderTargets: FrameworkTarget[] = PROVIDERS.flatMap((provider) => {
  const loop = narrowedLoop(provider);
  return withGuarded(
    {
      id: `ai-sdk-${major}.tool-order.${provider}`,
      framework: 'Vercel AI SDK',
      version: versions(here, ['ai', AI_SDK_PROVIDER_PACKAGE[provider]]),
      provider,
      via: 'tools',
      streams: true,
      ...loop,
    },
    async (tools, options, guard) =>
      session(provider, tools, guard, {
        steps: options.steps ?? 1,
        stream: options.stream === true,
        narrowing: loop.narrowing,
      }),
  );
});

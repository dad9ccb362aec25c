// Imported here, not in core: each must resolve from this lane's own node_modules.
import { generateText, jsonSchema, tool } from 'ai';
import { PROVIDERS, type Provider, type ToolDescriptor } from '../../../src/index.js';
import { type CallGuard, withGuarded } from '../../core/guarded.js';
import { ai7Model } from './ai7-model.js';
import { packageVersion, versions } from '../../core/package-version.js';
import { AI_SDK_PROVIDER_PACKAGE } from '../../core/targets/ai-sdk.js';
import type { FrameworkTarget, SeamEdit, TargetSession } from '../../../src/frameworks/target.js';

/** One prepared tool as ai 7 hands it to `onLanguageModelCallStart` (the provider-neutral function tool). */
interface PreparedTool {
  name?: unknown;
  description?: unknown;
  inputSchema?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * pre_dispatch: ai 7 calls `onLanguageModelCallStart` with `tools`, the very array `doGenerate` then gets, so an
 * in-place edit there is sent. No stand-in objects: an edit that cannot reach the real array would make the seam
 * properties vacuous, so a tool without a schema object throws (and ai's `notify` swallows it: the call then
 * carries no edit and seam-detected reports that on a guarded target as not refused).
 */
export function callStartEdit(edit: SeamEdit) {
  return ({ tools }: { tools?: ReadonlyArray<Record<string, unknown>> | undefined }): void => {
    edit(
      (tools ?? []).map((raw) => {
        const t = raw as PreparedTool;
        const schema = t.inputSchema;
        if (!isRecord(schema)) throw new Error(`a34 seam: ai 7 prepared tool ${String(t.name)} holds no inputSchema`);
        return {
          name: String(t.name),
          schema,
          setDescription: (d: string) => {
            t.description = d;
          },
        };
      }),
    );
  };
}

function session(provider: Provider, tools: readonly ToolDescriptor[], guard: CallGuard | undefined): TargetSession {
  const toolSet = Object.fromEntries(
    tools.map((t) => [
      t.name,
      tool({ description: t.description, inputSchema: jsonSchema(t.inputSchema as never), execute: async () => 'ok' }),
    ]),
  );
  return {
    async call(captured, seam) {
      const g = guard?.next();
      // The guard's middleware runs inside doGenerate, so after the callback: it sees the call-start edit.
      const model = ai7Model(provider, captured, g);
      await generateText({
        model,
        tools: toolSet,
        prompt: 'hello',
        maxRetries: 0,
        maxOutputTokens: 64,
        ...(seam === undefined ? {} : { onLanguageModelCallStart: callStartEdit(seam.edit) }),
      });
    },
    close: async () => {},
  };
}

const here = import.meta.url;
const major = packageVersion(here, 'ai').split('.')[0] ?? '';

/**
 * ai 7's `onLanguageModelCallStart` seam (`ai-sdk-7.call-start.<provider>`), seam-detected only: its other
 * properties are the hand-built `ai-sdk-7.<provider>` target's, which sends the same list.
 */
export const aiSdkCallStartTargets: FrameworkTarget[] = PROVIDERS.flatMap((provider) =>
  withGuarded(
    {
      id: `ai-sdk-${major}.call-start.${provider}`,
      framework: 'Vercel AI SDK',
      version: versions(here, ['ai', AI_SDK_PROVIDER_PACKAGE[provider]]),
      provider,
      via: 'tools',
      seams: ['pre_dispatch'],
      only: ['seam-detected'],
    },
    async (tools, _options, guard) => session(provider, tools, guard),
  ),
);

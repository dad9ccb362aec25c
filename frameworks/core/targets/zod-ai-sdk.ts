import { ZOD_DRAFT_07 } from '../../../src/guard/index.js';
import { PROVIDERS, type Provider, type ToolDescriptor } from '../../../src/index.js';
import type { FrameworkTarget } from '../../../src/frameworks/target.js';
import { type ZodNamespace, zodFromJsonSchema } from '../../../src/frameworks/zod-schema.js';
import { withGuarded } from '../guarded.js';
import { packageVersion, versions } from '../package-version.js';
import { AI_SDK_PROVIDER_PACKAGE, type AiSdkModules, session } from './ai-sdk.js';

/** What zod-built targets share: cases of zod-expressible schemas, the cheap properties that judge the list. */
export const ZOD_TARGET = {
  via: 'tools',
  schemas: 'zod',
  streams: true,
  only: ['wire-fidelity', 'names', 'streaming-fidelity'],
} as const;

/** `tool({ description, inputSchema: z.object(...) })`, as the AI SDK docs show it, with the lane's own zod. */
const zodTools = (m: AiSdkModules, z: ZodNamespace, tools: readonly ToolDescriptor[]): Record<string, unknown> =>
  Object.fromEntries(
    tools.map((t) => [
      t.name,
      m.ai.tool({
        description: t.description,
        inputSchema: zodFromJsonSchema(z, t.inputSchema),
        execute: async () => 'ok',
      }),
    ]),
  );

/**
 * `ai-sdk-<major>.zod.<provider>`: the AI SDK given zod schemas, judged against zod's own rendering, and its
 * guarded variant, which declares `ZOD_DRAFT_07` (ai converts zod for draft-07 itself).
 */
export function aiSdkZodTargets(m: AiSdkModules, z: ZodNamespace, laneUrl: string): FrameworkTarget[] {
  const lane = packageVersion(laneUrl, 'ai').split('.')[0] ?? '';
  return PROVIDERS.flatMap((provider: Provider): FrameworkTarget[] =>
    withGuarded(
      {
        id: `ai-sdk-${lane}.zod.${provider}`,
        framework: 'Vercel AI SDK',
        version: versions(laneUrl, ['ai', AI_SDK_PROVIDER_PACKAGE[provider], 'zod']),
        provider,
        ...ZOD_TARGET,
      },
      async (tools, options, guard) =>
        session(m, provider, zodTools(m, z, tools), async () => {}, guard, {
          steps: 1,
          ...(options.stream === true ? { stream: true } : {}),
        }),
      [ZOD_DRAFT_07],
    ),
  );
}

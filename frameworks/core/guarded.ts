import {
  createToolGuard,
  GEMINI_OPENAPI_SUBSET,
  type GuardProfile,
  type ToolGuard,
  type ToolListRefusedError,
} from '../../src/guard/index.js';
import type { Provider, ToolDescriptor } from '../../src/index.js';
import type { FrameworkTarget, SessionOptions, TargetSession } from '../../src/frameworks/target.js';

/** The profiles a guarded target declares: Gemini's OpenAPI subset where a framework must use `parameters`. */
export const guardProfilesFor = (provider: Provider): readonly GuardProfile[] =>
  provider === 'gemini' ? [GEMINI_OPENAPI_SUBSET] : [];

/** One session's guards: a fresh one per call (a turn), all from the admitted list as it was at open. */
export interface CallGuard {
  next(names?: Readonly<Record<string, string>>): ToolGuard;
  refusal(): ToolListRefusedError | undefined;
}

export function callGuard(tools: readonly ToolDescriptor[], provider: Provider): CallGuard {
  // Taken at open: an edit that leaks into the caller's objects must not move the next call's baseline.
  const admitted = createToolGuard({ tools }).baseline;
  let last: ToolGuard | undefined;
  return {
    next(names) {
      last = createToolGuard({
        tools: admitted,
        mode: 'enforce',
        profiles: guardProfilesFor(provider),
        ...(names === undefined ? {} : { names }),
      });
      return last;
    },
    refusal: () => last?.refusal,
  };
}

type GuardableOpen = (
  tools: readonly ToolDescriptor[],
  options: SessionOptions,
  guard: CallGuard | undefined,
) => Promise<TargetSession>;

/** A target and its guarded variant (`<id>.guarded`) from one open function that wires the guard when given one. */
export function withGuarded(target: Omit<FrameworkTarget, 'open' | 'guarded'>, open: GuardableOpen): FrameworkTarget[] {
  const base: FrameworkTarget = { ...target, open: (tools, options = {}) => open(tools, options, undefined) };
  const guarded: FrameworkTarget = {
    ...target,
    id: `${target.id}.guarded`,
    version: `${target.version} + a34-verify/guard`,
    guarded: { base, profiles: guardProfilesFor(target.provider) },
    async open(tools, options = {}) {
      const guard = callGuard(tools, target.provider);
      const session = await open(tools, options, guard);
      return { ...session, refusal: guard.refusal };
    },
  };
  return [base, guarded];
}

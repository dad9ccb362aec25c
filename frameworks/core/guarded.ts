import {
  createToolGuard,
  GEMINI_OPENAPI_SUBSET,
  type GuardProfile,
  type ToolGuard,
  type ToolListRefusedError,
} from '../../src/guard/index.js';
import type { Provider, ToolDescriptor } from '../../src/index.js';
import type { FrameworkTarget, SessionOptions, StepNarrowing, TargetSession } from '../../src/frameworks/target.js';

/**
 * The profiles a guarded target declares: Gemini's OpenAPI subset where a framework must use `parameters`, and
 * the framework's own (Mastra's schema-compat) where it documents a rewrite.
 */
export const guardProfilesFor = (
  provider: Provider,
  framework: readonly GuardProfile[] = [],
): readonly GuardProfile[] => [...(provider === 'gemini' ? [GEMINI_OPENAPI_SUBSET] : []), ...framework];

/** One session's guards: a fresh one per call (a turn), all from the admitted list as it was at open. */
export interface CallGuard {
  next(names?: Readonly<Record<string, string>>): ToolGuard;
  refusal(): ToolListRefusedError | undefined;
}

export function callGuard(
  tools: readonly ToolDescriptor[],
  provider: Provider,
  narrowing?: readonly StepNarrowing[],
  framework: readonly GuardProfile[] = [],
): CallGuard {
  // Taken at open: an edit that leaks into the caller's objects must not move the next call's baseline.
  const admitted = createToolGuard({ tools }).baseline;
  let last: ToolGuard | undefined;
  return {
    next(names) {
      last = createToolGuard({
        tools: admitted,
        mode: 'enforce',
        profiles: guardProfilesFor(provider, framework),
        // A framework profile's rewrites are already at the seam (Mastra's): the early check judges them per provider.
        ...(framework.length === 0 ? {} : { provider }),
        ...(names === undefined ? {} : { names }),
      });
      return narrowing === undefined ? last : narrowedPerStep(last, narrowing);
    },
    refusal: () => last?.refusal,
  };
}

/**
 * The guard of a loop that narrows per step, told each step's declared names before that step, as a user's
 * `prepareStep` calls `guard.narrow(activeTools)`. The lane counts a step per model request its fetch finished,
 * so the next step's early check and final check both expect the next step's subset.
 */
function narrowedPerStep(guard: ToolGuard, narrowing: readonly StepNarrowing[]): ToolGuard {
  const names = guard.baseline.map((t) => t.name);
  let step = 0;
  const declare = (): void => guard.narrow((narrowing[step] ?? ((all) => all))(names));
  declare();
  return {
    get mode() {
      return guard.mode;
    },
    get baseline() {
      return guard.baseline;
    },
    get expected() {
      return guard.expected;
    },
    get refusal() {
      return guard.refusal;
    },
    narrow: (declared) => guard.narrow(declared),
    check: (live, shape) => guard.check(live, shape),
    fetch(inner) {
      const checked = guard.fetch(inner);
      return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
        try {
          return await checked(input, init);
        } finally {
          step++;
          if (step < narrowing.length) declare();
        }
      }) as typeof fetch;
    },
  };
}

type GuardableOpen = (
  tools: readonly ToolDescriptor[],
  options: SessionOptions,
  guard: CallGuard | undefined,
) => Promise<TargetSession>;

/**
 * A target and its guarded variant (`<id>.guarded`) from one open function that wires the guard when given one;
 * `framework` are the profiles of the framework's documented rewrites, declared by the guarded variant only.
 */
export function withGuarded(
  target: Omit<FrameworkTarget, 'open' | 'guarded'>,
  open: GuardableOpen,
  framework: readonly GuardProfile[] = [],
): FrameworkTarget[] {
  const base: FrameworkTarget = { ...target, open: (tools, options = {}) => open(tools, options, undefined) };
  const guarded: FrameworkTarget = {
    ...target,
    id: `${target.id}.guarded`,
    version: `${target.version} + a34-verify/guard`,
    guarded: { base, profiles: guardProfilesFor(target.provider, framework) },
    async open(tools, options = {}) {
      const guard = callGuard(tools, target.provider, target.narrowing, framework);
      const session = await open(tools, options, guard);
      return { ...session, refusal: guard.refusal };
    },
  };
  return [base, guarded];
}

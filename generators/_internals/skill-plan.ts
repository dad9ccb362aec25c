import fc from 'fast-check';
import type { SkillBinding } from '../../src/reference/model/index.js';
import { at, mostly, shrinkAcross, weighted } from './pick.js';
import { CAPABILITY_POOL, WEB_READ, WEB_SEARCH } from './pools.js';

/** A method a Skill lists: an existing tool (by pick) or an invented name. */
type MethodPlan = { readonly tool: number } | { readonly invented: string };

export interface SkillPlan {
  readonly active: boolean;
  readonly capabilities: string[];
  readonly methods: MethodPlan[];
}

/** How the web Skill binds the synthetic pair: the cases the exact ceiling must tell apart. */
export type WebSkillPlan = 'both' | 'search-only' | 'read-only' | 'inactive' | 'none';

const method: fc.Arbitrary<MethodPlan> = fc.oneof(
  shrinkAcross,
  { weight: 3, arbitrary: fc.nat().map((tool) => ({ tool })) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{3,8}__[a-z_]{3,16}$/).map((invented) => ({ invented })) },
);

/** Ordinary Skills: mostly active, any capabilities (web ones included), methods that mention, omit or invent tools. */
export const skillPlan: fc.Arbitrary<SkillPlan> = fc.record({
  active: mostly(3),
  capabilities: fc.subarray([...CAPABILITY_POOL]),
  methods: fc.array(method, { maxLength: 4 }),
});

/** The web Skill's shape: binding both capabilities mostly, one of them, inactive, or absent. */
export const webSkillPlan: fc.Arbitrary<WebSkillPlan> = weighted<WebSkillPlan>([
  ['both', 4],
  ['search-only', 2],
  ['read-only', 2],
  ['inactive', 1],
  ['none', 1],
]);

/** Resolves method picks against the universe's tool names (invented names stay as they are). */
export function resolveSkill(plan: SkillPlan, index: number, toolNames: readonly string[]): SkillBinding {
  const methods = plan.methods.map((m) =>
    'invented' in m ? m.invented : (at(toolNames, m.tool) ?? 'market__search_instruments'),
  );
  return { skillId: `skill-${index}`, active: plan.active, capabilities: plan.capabilities, methods };
}

/** The web-research Skill for a plan; `webNames` are the search and read tool names, when listed. */
export function resolveWebSkill(plan: WebSkillPlan, webNames: readonly [string, string] | undefined): SkillBinding[] {
  if (plan === 'none') return [];
  const [search, read] = webNames ?? ['market__web_search', 'market__web_read'];
  const pick = {
    both: [
      [WEB_SEARCH, WEB_READ],
      [search, read],
    ],
    'search-only': [[WEB_SEARCH], [search]],
    'read-only': [[WEB_READ], [read]],
    inactive: [
      [WEB_SEARCH, WEB_READ],
      [search, read],
    ],
  } as const;
  const [capabilities, methods] = pick[plan];
  return [
    { skillId: 'web-research', active: plan !== 'inactive', capabilities: [...capabilities], methods: [...methods] },
  ];
}

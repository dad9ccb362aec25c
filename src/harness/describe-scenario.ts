import type { z } from 'zod';
import { AdmissionFactsFieldsSchema, type AdmissionFacts } from '../reference/model/index.js';
import { LieSchema } from './lies/lie.js';
import { targetLabel } from './mutations/tool-access.js';
import { ScenarioSchema, type Mutation, type Scenario } from './scenario.js';

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A scenario, with the lie split off when it is a lying one (the scenario schema is strict). */
function asScenario(value: unknown): { scenario: Scenario; lie: z.infer<typeof LieSchema> | undefined } | undefined {
  if (!isRecord(value) || !('facts' in value) || !('mutations' in value)) return undefined;
  const { lie, ...rest } = value;
  const scenario = ScenarioSchema.safeParse(rest);
  const parsedLie = lie === undefined ? undefined : LieSchema.safeParse(lie);
  if (!scenario.success || (parsedLie !== undefined && !parsedLie.success)) return undefined;
  return { scenario: scenario.data, lie: parsedLie?.data };
}

const toolNames = (facts: AdmissionFacts): string[] => [
  ...facts.registry.connections.flatMap((c) => c.tools.map((t) => t.name)),
  ...facts.nativeControls.map((c) => c.descriptor.name),
];

const change = (m: Mutation): string =>
  `${m.via === 'assembly' ? 'assembly step (no hook)' : 'hook'} at ${m.stage}: ${m.kind}/${m.variant} on ${m.on === 'summary' ? 'summary line' : 'tool'} ${targetLabel(m.target)}`;

const activeFaults = (s: Scenario): string[] =>
  Object.entries(s.faults)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? k : `${k} ${String(v)}`));

const factsBrief = (f: AdmissionFacts): string =>
  `${f.mode} mode, ${toolNames(f).length} tools listed, capacity ${f.stage.toolCapacity}, ${f.gatewayFacts.length} Gateway fact(s)`;

/** One line for one scenario: what changed where, what was injected, over which facts. */
function scenarioBrief({ scenario: s, lie }: NonNullable<ReturnType<typeof asScenario>>): string {
  const changes = s.mutations.length === 0 ? ['no change to the tool list'] : s.mutations.map(change);
  const extra = [
    ...(lie === undefined ? [] : [`lie ${lie.kind} at ${lie.stage} on tool #${lie.target}`]),
    ...activeFaults(s).map((f) => `fault ${f}`),
    ...(s.revalidation ? ['owners narrow mid-flight'] : []),
  ];
  return `${[...changes, ...extra].join('; ')} (${factsBrief(s.facts)}${s.identity.parentRequestId ? ', Child request' : ''})`;
}

const facts = (v: unknown): AdmissionFacts | undefined => {
  const parsed = AdmissionFactsFieldsSchema.safeParse(v);
  return parsed.success ? parsed.data : undefined;
};

const oneScenario = (value: unknown): string => {
  const parsed = asScenario(value);
  return parsed === undefined ? 'unreadable scenario' : scenarioBrief(parsed);
};

/** The scalar fields beside `facts` in a record counterexample (`extra=3`), which the check also drew. */
const scalars = (value: Record<string, unknown>): string[] =>
  Object.entries(value)
    .filter(([k, v]) => k !== 'facts' && (typeof v !== 'object' || v === null))
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`);

/**
 * The one-line brief every failure leads with: which hook or step made what change at which stage, or
 * which owner facts were given; for concurrent runs, one brief per request. Undefined for other values.
 */
export function briefOf(value: unknown): string | undefined {
  if (asScenario(value) !== undefined) return oneScenario(value);
  if (isRecord(value) && Array.isArray(value['scenarios'])) {
    const each = value['scenarios'].map((s, i) => `#${i + 1} ${oneScenario(s)}`);
    return `${each.length} concurrent requests on one system: ${each.join(' | ')}`;
  }
  const turns = Array.isArray(value) ? value.map(facts) : [];
  const first = turns[0];
  if (first !== undefined && turns.every((t) => t !== undefined))
    return `${turns.length} turns on one system, first: ${factsBrief(first)}`;
  const direct = facts(value) ?? (isRecord(value) ? facts(value['facts']) : undefined);
  if (direct === undefined) return undefined;
  const others = isRecord(value) && facts(value) === undefined ? scalars(value) : [];
  return `owner facts: ${factsBrief(direct)}${others.length > 0 ? `; ${others.join(', ')}` : ''}`;
}

/**
 * A few lines a person reads before the JSON: which tools the turn lists, what was injected where,
 * and which faults were scheduled. Undefined for values that are not scenarios.
 */
export function describeScenario(value: unknown): string[] | undefined {
  const parsed = asScenario(value);
  if (parsed === undefined) return undefined;
  const s = parsed.scenario;
  const tools = toolNames(s.facts);
  const faults = activeFaults(s);
  return [
    `tools listed (${tools.length}): ${tools
      .slice(0, 8)
      .map((t) => JSON.stringify(t))
      .join(', ')}${tools.length > 8 ? ', …' : ''}`,
    `mode ${s.facts.mode}, capacity ${s.facts.stage.toolCapacity}, readback ${s.facts.stage.readbackPermitted ? 'permitted' : 'not permitted'}, ${s.facts.gatewayFacts.length} Gateway fact(s)${s.identity.parentRequestId ? ', Child request' : ''}`,
    `changes: ${s.mutations.length === 0 ? 'none' : s.mutations.map(change).join('; ')}`,
    ...(parsed.lie ? [`lie: ${parsed.lie.kind} at ${parsed.lie.stage} on tool #${parsed.lie.target}`] : []),
    ...(faults.length > 0 ? [`faults: ${faults.join(', ')}`] : []),
    ...(s.revalidation
      ? [
          `owners narrow mid-flight${s.revalidation.answersLater === true ? ' (answered later)' : ''}: ${s.revalidation.addGatewayFacts.map((f) => f.kind).join(', ')}`,
        ]
      : []),
  ];
}

import type fc from 'fast-check';
import * as generators from '../../generators/index.js';

/** Every exported arbitrary with its default options, by export name: the determinism test and scripts/generator-hashes.ts. */
export const EVERY_ARBITRARY: Readonly<Record<string, () => fc.Arbitrary<unknown>>> = {
  toolName: () => generators.toolName(),
  toolNames: () => generators.toolNames(),
  toolDescription: () => generators.toolDescription(),
  jsonSchema: () => generators.jsonSchema(),
  toolAnnotations: () => generators.toolAnnotations(),
  toolDescriptor: () => generators.toolDescriptor(),
  toolUniverse: () => generators.toolUniverse(),
  turnIdentity: () => generators.turnIdentity(),
  snapshotId: () => generators.snapshotId(),
  admissionFacts: () => generators.admissionFacts(),
  mutation: () => generators.mutation(),
  summaryMutation: () => generators.summaryMutation(),
  mutations: () => generators.mutations(),
  faultSchedule: () => generators.faultSchedule(),
  requestIdentity: () => generators.requestIdentity({ runId: 'run-1', scopeId: 'scope-1' }),
  messages: () => generators.messages(),
  publishableTexts: () => generators.publishableTexts(),
  scenario: () => generators.scenario(),
  turnSequence: () => generators.turnSequence(),
  harvestedToolDescriptor: () => generators.harvestedToolDescriptor(),
  harvestedUniverse: () => generators.harvestedUniverse(),
  realAdmissionFacts: () => generators.realAdmissionFacts(),
  realScenario: () => generators.realScenario(),
  lie: () => generators.lie(),
  lyingScenario: () => generators.lyingScenario(),
  upstreamSchemaShape: () => generators.upstreamSchemaShape(),
};

import type { Provider } from '../../reference/wire/encoder.js';
import { DRAFT_07, DRAFT_2020_12 } from '../wire/schema-dialect.js';
import { GUARD_PROVIDERS } from './provider-rules.js';
import { type ConstraintsDescribed, defineProfile, type GuardProfile, NULL_NEUTRAL_KEYWORDS } from './rule.js';

const OPENAI: readonly Provider[] = ['openai-chat', 'openai-responses'];

/**
 * The text `@mastra/schema-compat` 1.3 writes for the constraints it takes out of a schema (its default string,
 * number and array handlers): `<description>\nconstraints: minimum length 1, maximum length 5`.
 */
export const MASTRA_CONSTRAINT_TEXT: ConstraintsDescribed = {
  kind: 'constraints-described',
  phrases: [
    ['minLength', 'minimum length {}'],
    ['maxLength', 'maximum length {}'],
    ['format', 'a valid {}'],
    ['pattern', 'input must match this regex {}'],
    ['minimum', 'greater than or equal to {}'],
    ['maximum', 'lower than or equal to {}'],
    ['exclusiveMinimum', 'greater than {}'],
    ['exclusiveMaximum', 'lower than {}'],
    ['multipleOf', 'multiple of {}'],
    ['minItems', 'minimum length {}'],
    ['maxItems', 'maximum length {}'],
  ],
  merged: { keywords: ['minItems', 'maxItems'], template: 'exact length {}' },
  lead: 'constraints: ',
  separator: ', ',
  joiner: '\n',
};

/**
 * Mastra's schema-compat layer (`@mastra/core` 1.71, `@mastra/schema-compat` 1.3), as it rewrites every tool
 * schema per provider before the request (and before `processInputStep`): opt in with
 * `createToolGuard({ tools, profiles: [MASTRA_PROFILE] })`. Anything it does outside these rules stays a finding:
 * a constraint dropped without its text (OpenAI's silently dropped `pattern` beside a `format`), a required
 * property made nullable, `additionalProperties` changed (or, on Gemini, a schema-valued one dropped), a `$ref`
 * inlined.
 */
export const MASTRA_PROFILE: GuardProfile = defineProfile('mastra-schema-compat', [
  {
    id: 'mastra-constraints-described',
    providers: GUARD_PROVIDERS,
    rule: MASTRA_CONSTRAINT_TEXT,
    why: 'each constraint taken out is stated, with its value, in the description the model reads; the text is checked to the character',
  },
  {
    id: 'mastra-optional-nullable',
    providers: OPENAI,
    rule: { kind: 'optional-nullable', marker: 'x-optional', copies: NULL_NEUTRAL_KEYWORDS },
    // Mastra leaves the property's other keywords beside the anyOf as copies of the branch's (NULL_NEUTRAL_KEYWORDS).
    why: "OpenAI's strict schemas need every property required: the model may send null for an optional one, which Mastra turns back into an absent key (x-optional lists them) before the tool runs",
  },
  {
    id: 'mastra-draft-07',
    providers: ['openai-chat', 'openai-responses', 'anthropic'],
    rule: { kind: 'keyword-added', keyword: '$schema', value: 'http://json-schema.org/draft-07/schema#' },
    why: 'names the JSON Schema dialect Mastra converted to (draft-07); an annotation, no instance changes validity',
  },
  {
    id: 'mastra-mcp-draft-2020-12',
    providers: ['openai-chat', 'openai-responses', 'anthropic'],
    rule: { kind: 'keyword-added', keyword: '$schema', value: 'https://json-schema.org/draft/2020-12/schema' },
    why: 'tools from @mastra/mcp reach processInputStep naming draft 2020-12 (the request then names draft-07); an annotation, no instance changes validity',
  },
  {
    id: 'mastra-closed-objects',
    providers: ['openai-chat', 'openai-responses', 'anthropic'],
    rule: { kind: 'keyword-added', keyword: 'additionalProperties', value: false },
    why: 'added only where the schema says nothing of extra keys: the model is shown the same properties, and only arguments the tool never declared become invalid',
  },
  // On Gemini, schema-compat's last pass deletes `$schema` and `additionalProperties` from every node.
  ...[DRAFT_2020_12, DRAFT_07].map((from) => ({
    id: `mastra-gemini-no-dialect-${from === DRAFT_07 ? 'draft-07' : '2020-12'}`,
    providers: ['gemini'] as const,
    rule: { kind: 'schema-dialect', from, to: null } as const,
    why: 'an annotation dropped; accepted only where draft-07 and 2020-12 read the schema alike, so the dialect Gemini assumes does not matter',
  })),
  {
    id: 'mastra-empty-required',
    providers: GUARD_PROVIDERS,
    rule: { kind: 'keyword-added', keyword: 'required', value: [] },
    why: 'required: [] requires nothing, exactly as an absent required',
  },
]);

/**
 * For Mastra on Gemini with tools whose `inputSchema` is a zod object: schema-compat deletes every
 * `additionalProperties`, so zod's `additionalProperties: false` is not sent. Declare it beside `MASTRA_PROFILE`
 * only when every tool is built with zod: Mastra then checks the arguments with the zod schema, which strips an
 * undeclared key (`z.object`) or refuses the call (`z.strictObject`) before `execute` runs. A JSON Schema tool
 * (`jsonSchema(...)`) gets the key: there the dropped keyword stays a finding.
 */
export const MASTRA_ZOD_ON_GEMINI: GuardProfile = defineProfile('mastra-zod-on-gemini', [
  {
    id: 'mastra-gemini-open-objects',
    providers: ['gemini'],
    rule: { kind: 'keyword-removed', keyword: 'additionalProperties', value: false },
    why: "the model is shown the same properties, and the tool's own zod schema strips or refuses an undeclared key before the tool runs",
  },
]);

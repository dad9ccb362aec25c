import type { JsonValue, Provider } from '../../src/index.js';

/** What an accepted encoding allows; each kind is implemented once, in judge.ts. */
export type AcceptRule =
  | { readonly kind: 'entry-field'; readonly key: string; readonly value: JsonValue }
  | { readonly kind: 'schema-key'; readonly key: string }
  | { readonly kind: 'empty-description-omitted' }
  | { readonly kind: 'empty-schema-omitted' }
  | { readonly kind: 'empty-properties-added' };

/** One legitimate way a provider body may differ from the logical list, with the reason it is legitimate. */
export interface AcceptedEncoding {
  readonly id: string;
  readonly providers: readonly Provider[];
  readonly rule: AcceptRule;
  readonly why: string;
}

const OPENAI: readonly Provider[] = ['openai-chat', 'openai-responses'];
const ALL: readonly Provider[] = ['openai-chat', 'openai-responses', 'anthropic', 'gemini'];

/**
 * The table of accepted encodings: anything a body does outside it is a finding. Reviewed as data;
 * add an entry only with a `why` that holds for every tool list, not just the ones seen so far.
 */
export const ACCEPTED_ENCODINGS: readonly AcceptedEncoding[] = [
  {
    id: 'openai-strict-false',
    providers: OPENAI,
    rule: { kind: 'entry-field', key: 'strict', value: false },
    why: 'strict: false is the documented default: the schema is taken as written, nothing is reinterpreted',
  },
  {
    id: 'openai-parameters',
    providers: OPENAI,
    rule: { kind: 'schema-key', key: 'parameters' },
    why: 'the documented field for a function tool schema (JSON Schema)',
  },
  {
    id: 'anthropic-input-schema',
    providers: ['anthropic'],
    rule: { kind: 'schema-key', key: 'input_schema' },
    why: 'the documented field for a tool schema (JSON Schema)',
  },
  {
    id: 'gemini-parameters-json-schema',
    providers: ['gemini'],
    rule: { kind: 'schema-key', key: 'parametersJsonSchema' },
    why: 'carries full JSON Schema unchanged; the content is still compared keyword by keyword',
  },
  {
    id: 'gemini-parameters',
    providers: ['gemini'],
    rule: { kind: 'schema-key', key: 'parameters' },
    why: 'the OpenAPI-subset field; legitimate as a key, its content is still compared keyword by keyword',
  },
  {
    id: 'empty-description-omitted',
    providers: ALL,
    rule: { kind: 'empty-description-omitted' },
    why: 'an absent description and an empty one tell the model the same thing',
  },
  {
    id: 'empty-schema-omitted',
    providers: ['openai-chat', 'openai-responses', 'gemini'],
    rule: { kind: 'empty-schema-omitted' },
    why: 'a tool without parameters may omit the schema: the provider reads it as an object with no properties',
  },
  {
    id: 'empty-properties-added',
    providers: ALL,
    rule: { kind: 'empty-properties-added' },
    why: 'properties: {} on an object schema that had none admits exactly the same instances',
  },
];

/** The accepted encodings of one provider, by rule kind. */
export function acceptedFor(provider: Provider): readonly AcceptedEncoding[] {
  return ACCEPTED_ENCODINGS.filter((entry) => entry.providers.includes(provider));
}

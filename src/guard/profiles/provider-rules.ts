import type { Provider } from '../../reference/wire/encoder.js';
import { defineProfile, type GuardProfile, type ProfileRule } from './rule.js';

const OPENAI: readonly Provider[] = ['openai-chat', 'openai-responses'];
/** Every provider the guard reads (without the reference encoders, which load node:crypto). */
export const GUARD_PROVIDERS: readonly Provider[] = ['openai-chat', 'openai-responses', 'anthropic', 'gemini'];

/**
 * The table of accepted encodings: anything a body does outside it is a finding. Reviewed as data;
 * add an entry only with a `why` that holds for every tool list, not just the ones seen so far.
 */
export const ACCEPTED_ENCODINGS: readonly ProfileRule[] = [
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
    id: 'anthropic-eager-input-streaming',
    providers: ['anthropic'],
    rule: { kind: 'entry-field', key: 'eager_input_streaming', value: true },
    why: 'asks Anthropic to stream the call input unbuffered (fine-grained tool streaming); name, description and schema the model sees are unchanged',
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
    providers: GUARD_PROVIDERS,
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
    providers: GUARD_PROVIDERS,
    rule: { kind: 'empty-properties-added' },
    why: 'properties: {} on an object schema that had none admits exactly the same instances',
  },
];

/** The accepted encodings of one provider. */
export function acceptedFor(provider: Provider): readonly ProfileRule[] {
  return ACCEPTED_ENCODINGS.filter((entry) => entry.providers.includes(provider));
}

/** The strict default of every guard: the providers' documented encodings and nothing else. */
export const PROVIDER_PROFILE: GuardProfile = defineProfile('providers', ACCEPTED_ENCODINGS);

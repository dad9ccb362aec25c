import { defineProfile, type GuardProfile } from './rule.js';

/**
 * JSON Schema keywords that Gemini's `parameters` field (its OpenAPI 3.0 Schema subset) has no slot for.
 * Gemini's Schema carries type, format, title, description, nullable, enum, items, properties, required,
 * min/maxItems, min/maxProperties, min/maxLength, pattern, minimum, maximum, anyOf, default and example;
 * every keyword below is outside that list, so a framework that must use `parameters` cannot send it.
 */
export const GEMINI_UNSUPPORTED_KEYWORDS: readonly string[] = [
  '$schema',
  '$id',
  '$anchor',
  '$dynamicAnchor',
  '$comment',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'dependentRequired',
  'dependentSchemas',
  'if',
  'then',
  'else',
  'not',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'contains',
  'uniqueItems',
];

/**
 * Opt-in for frameworks that send Gemini's `parameters` (the AI SDK, Mastra): the keywords Gemini cannot
 * take may be missing, and only under `parameters`. A changed or dropped `minimum`, `pattern`, `$ref`, … is
 * still refused: those either fit the subset or carry meaning the model needs.
 */
export const GEMINI_OPENAPI_SUBSET: GuardProfile = defineProfile('gemini-openapi-subset', [
  {
    id: 'gemini-openapi-subset-dropped',
    providers: ['gemini'],
    rule: { kind: 'keywords-dropped', keywords: GEMINI_UNSUPPORTED_KEYWORDS, schemaKey: 'parameters' },
    why: "Gemini's parameters field takes an OpenAPI 3.0 subset with no slot for these keywords",
  },
]);

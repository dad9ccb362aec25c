import { DRAFT_07, DRAFT_2020_12 } from '../wire/schema-dialect.js';
import { GUARD_PROVIDERS } from './provider-rules.js';
import { defineProfile, type GuardProfile } from './rule.js';

/**
 * For tools built with zod 4, admitted as zod renders them (`z.toJSONSchema(schema)`, draft 2020-12): the AI SDK,
 * the OpenAI Agents SDK and Mastra convert the same zod schema for draft-07, so the request names draft-07 where
 * the baseline names 2020-12. Opt in with `createToolGuard({ tools, profiles: [ZOD_DRAFT_07] })`. Only the root
 * `$schema` swap is declared, and only for schemas both drafts read alike: anything else the converter changes
 * (a bound dropped, a property made nullable) stays a finding.
 */
export const ZOD_DRAFT_07: GuardProfile = defineProfile('zod-draft-07', [
  {
    id: 'zod-draft-07-dialect',
    providers: GUARD_PROVIDERS,
    rule: { kind: 'schema-dialect', from: DRAFT_2020_12, to: DRAFT_07 },
    why: 'the framework renders the same zod schema for draft-07; the swap is accepted only where the schema uses no keyword the two drafts read differently, so every instance valid under one is valid under the other',
  },
]);

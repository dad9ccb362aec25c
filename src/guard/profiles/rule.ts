import type { JsonValue } from '../../reference/model/index.js';
import type { Provider } from '../../reference/wire/encoder.js';
import { SWAPPABLE_DIALECTS } from '../wire/schema-dialect.js';

/** What a rule allows; each kind is applied in one place, compare-wire.ts. Every kind names a bounded change. */
export type AcceptRule =
  | { readonly kind: 'entry-field'; readonly key: string; readonly value: JsonValue }
  | { readonly kind: 'schema-key'; readonly key: string }
  | { readonly kind: 'empty-description-omitted' }
  | { readonly kind: 'empty-schema-omitted' }
  | { readonly kind: 'empty-properties-added' }
  /** These schema keywords may be missing on the wire (only removed: a changed value is still a finding). */
  | { readonly kind: 'keywords-dropped'; readonly keywords: readonly string[]; readonly schemaKey?: string }
  /** This keyword may appear on the wire with exactly this value where the logical schema has none. */
  | { readonly kind: 'keyword-added'; readonly keyword: string; readonly value: JsonValue }
  /** This keyword may be missing on the wire where the logical schema gives it exactly this value. */
  | { readonly kind: 'keyword-removed'; readonly keyword: string; readonly value: JsonValue }
  /** Constraints removed from a schema and stated, value and all, in its description in exactly this text form. */
  | ConstraintsDescribed
  /** Every optional property made required and nullable, the keys listed under `marker`. */
  | OptionalNullable
  /** The root `$schema` changed from `from` to `to` (or removed), where the two dialects read the schema alike. */
  | SchemaDialect;

/**
 * The root `$schema` of a tool schema changed from exactly `from` to exactly `to` (draft 2020-12 and draft-07, one
 * way), or removed where `to` is null, accepted only where neither schema uses a keyword the two drafts read
 * differently (`DIALECT_SENSITIVE_KEYWORDS`, array-form `items`, a 2019-09 format, a nested `$schema`). A removed
 * `$schema` leaves the reader its own default dialect: the same bound keeps that choice from mattering. `$schema`
 * added is not this rule.
 */
export interface SchemaDialect {
  readonly kind: 'schema-dialect';
  readonly from: string;
  readonly to: string | null;
}

/**
 * The text a framework writes for removed constraints: `<description><joiner><lead><phrase>, <phrase>…`
 * (no joiner without a description), each phrase its keyword's template with `{}` standing for the value.
 */
export interface ConstraintsDescribed {
  readonly kind: 'constraints-described';
  /** Keyword and template, in the order the text lists them. The keywords are the only ones this rule covers. */
  readonly phrases: readonly (readonly [keyword: string, template: string])[];
  /** Two keywords removed together with one value, written as one phrase (`exact length {}`). */
  readonly merged?: { readonly keywords: readonly [string, string]; readonly template: string };
  readonly lead: string;
  readonly separator: string;
  readonly joiner: string;
}

/**
 * The optional properties of an object schema made required and nullable: each becomes
 * `{ anyOf: [<its schema>, { type: 'null' }] }`, `required` gains exactly those keys after its own, and `marker`
 * lists them (the framework maps a null back to an absent key). Beside the `anyOf` only `copies` may stand (the
 * property's own keywords the framework left outside the branch), equal to the branch's where both have one.
 */
export interface OptionalNullable {
  readonly kind: 'optional-nullable';
  readonly marker: string;
  readonly copies: readonly string[];
}

/**
 * Keywords that never reject null: annotations, and assertions that apply to one non-null type only. One beside
 * `anyOf: [branch, null]` holds for the branch's instances and never for null: nothing else may stand there.
 */
export const NULL_NEUTRAL_KEYWORDS: readonly string[] = [
  'description',
  'title',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  'format',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
];

/** One legitimate way a provider body may differ from the logical list, with the reason it is legitimate. */
export interface ProfileRule {
  readonly id: string;
  readonly providers: readonly Provider[];
  readonly rule: AcceptRule;
  readonly why: string;
}

/** A named set of rules: one per provider, one per framework that documents a rewrite, or a user's own. */
export interface GuardProfile {
  readonly id: string;
  readonly rules: readonly ProfileRule[];
}

const IDENTIFIER = /^[A-Za-z$][\w$-]*$/;

/**
 * Checks a rule before any guard uses it and returns it frozen. A rule that would accept any change (no
 * keyword, a wildcard, an empty reason) throws at once: a profile widens the guard only by what it names.
 */
export function defineRule(rule: ProfileRule): ProfileRule {
  const where = `a34-verify/guard: rule ${JSON.stringify(rule.id)}`;
  if (!IDENTIFIER.test(rule.id)) throw new TypeError(`${where}: id must be a word such as "my-keyword-dropped"`);
  if (rule.why.trim().length < 10) throw new TypeError(`${where}: say why the change is legitimate (why)`);
  if (rule.providers.length === 0) throw new TypeError(`${where}: name at least one provider`);
  const named = (word: string, what: string): void => {
    if (!IDENTIFIER.test(word)) throw new TypeError(`${where}: ${what} ${JSON.stringify(word)} is not a keyword`);
  };
  const r = rule.rule;
  if (r.kind === 'keywords-dropped') {
    if (r.keywords.length === 0) throw new TypeError(`${where}: keywords-dropped lists no keyword`);
    r.keywords.forEach((k) => named(k, 'keyword'));
  }
  if (r.kind === 'keyword-added') named(r.keyword, 'keyword');
  if (r.kind === 'keyword-removed') {
    named(r.keyword, 'keyword');
    // Without the dialect bound a removed `$schema` could change how the rest of the schema is read.
    if (r.keyword === '$schema')
      throw new TypeError(`${where}: a removed $schema is a schema-dialect rule with to: null`);
  }
  if (r.kind === 'entry-field' || r.kind === 'schema-key') named(r.key, 'key');
  if (r.kind === 'constraints-described') checkText(r, where, named);
  if (
    r.kind === 'schema-dialect' &&
    (r.from === r.to || ![r.from, r.to ?? r.from].every((u) => SWAPPABLE_DIALECTS.includes(u)))
  )
    throw new TypeError(
      `${where}: schema-dialect swaps two of ${SWAPPABLE_DIALECTS.map((u) => JSON.stringify(u)).join(' and ')}, or removes one (to: null)`,
    );
  if (r.kind === 'optional-nullable') {
    named(r.marker, 'marker');
    for (const k of r.copies)
      if (!NULL_NEUTRAL_KEYWORDS.includes(k))
        throw new TypeError(
          `${where}: ${JSON.stringify(k)} may reject null or change the branch; copies must be in NULL_NEUTRAL_KEYWORDS`,
        );
  }
  return Object.freeze({
    ...rule,
    providers: Object.freeze([...rule.providers]),
    rule: deepFreeze(structuredClone(r)),
  });
}

/** A text form names each keyword once, each template holds its value once, and the lead says something. */
function checkText(r: ConstraintsDescribed, where: string, named: (word: string, what: string) => void): void {
  const once = (template: string): boolean => template.split('{}').length === 2;
  if (r.phrases.length === 0) throw new TypeError(`${where}: constraints-described lists no keyword`);
  const keywords = r.phrases.map(([k]) => k);
  keywords.forEach((k) => named(k, 'keyword'));
  if (new Set(keywords).size !== keywords.length) throw new TypeError(`${where}: a keyword is listed twice`);
  if (!r.phrases.every(([, t]) => once(t))) throw new TypeError(`${where}: every template holds {} exactly once`);
  if (r.merged !== undefined && (!once(r.merged.template) || !r.merged.keywords.every((k) => keywords.includes(k))))
    throw new TypeError(`${where}: merged names two listed keywords and holds {} exactly once`);
  if (r.lead.trim().length === 0 || r.separator.length === 0 || r.joiner.length === 0)
    throw new TypeError(`${where}: lead, separator and joiner must be written out`);
}

/** Rules are data other code reads: nothing may change them after defineRule checked them. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** A profile from rules, each checked by defineRule. */
export function defineProfile(id: string, rules: readonly ProfileRule[]): GuardProfile {
  return Object.freeze({ id, rules: Object.freeze(rules.map(defineRule)) });
}

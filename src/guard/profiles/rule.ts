import type { JsonValue } from '../../reference/model/index.js';
import type { Provider } from '../../reference/wire/encoder.js';

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
  | { readonly kind: 'keyword-added'; readonly keyword: string; readonly value: JsonValue };

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
  if (r.kind === 'entry-field' || r.kind === 'schema-key') named(r.key, 'key');
  return Object.freeze({ ...rule, providers: Object.freeze([...rule.providers]), rule: Object.freeze({ ...r }) });
}

/** A profile from rules, each checked by defineRule. */
export function defineProfile(id: string, rules: readonly ProfileRule[]): GuardProfile {
  return Object.freeze({ id, rules: Object.freeze(rules.map(defineRule)) });
}

/** Punctuation and symbols (`§`, `’`, `×`, `→`) read as themselves, except the fullwidth forms that mimic ASCII. */
const SAFE_SYMBOL = /^[\p{P}\p{S}]$/u;
const FULLWIDTH = /^[\uff00-\uffef]$/u;

const isPlainAscii = (unit: number): boolean => (unit >= 0x20 && unit < 0x7f) || unit === 0x0a || unit === 0x09;

const escapeUnits = (char: string): string => {
  let out = '';
  for (let i = 0; i < char.length; i++) out += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
};

/**
 * Prose with every character that could hide or impersonate another made visible as `\uXXXX` escapes:
 * controls, zero-width, bidi and other format characters, non-ASCII spaces, and non-ASCII letters, digits
 * and combining marks (the homoglyph and Unicode-normalization channels). Punctuation such as `§` or `→` stays.
 */
export function visible(text: string): string {
  let out = '';
  for (const char of text) {
    const keep = isPlainAscii(char.charCodeAt(0)) ? char.length === 1 : SAFE_SYMBOL.test(char) && !FULLWIDTH.test(char);
    out += keep ? char : escapeUnits(char);
  }
  return out;
}

/**
 * JSON text of a value with every non-ASCII character escaped, so the result is still valid JSON and
 * `"a\u200bb"` cannot pass for `"ab"`. Values JSON cannot hold (cycles, bigint) are named instead of thrown.
 */
export function visibleJson(value: unknown, indent = 2): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value, null, indent);
  } catch (error) {
    return `<not JSON: ${visible(error instanceof Error ? error.message : String(error))}>`;
  }
  return json === undefined
    ? 'undefined'
    : [...json].map((c) => (isPlainAscii(c.charCodeAt(0)) ? c : escapeUnits(c))).join('');
}

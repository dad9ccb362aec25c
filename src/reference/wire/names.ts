import { createHash } from 'node:crypto';

/** What a wire name must satisfy: a pattern and a length cap. */
export interface NameRules {
  readonly pattern: RegExp;
  readonly maxLength: number;
}

/** One alphabet every supported provider accepts: a letter first, then `[A-Za-z0-9_-]`, at most 64 chars. */
export const SAFE_NAME_RULES: NameRules = { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, maxLength: 64 };

/** A reversible mapping between logical tool names and wire names. */
export interface NameMap {
  /** Wire name for a logical name of the list; throws for any other name. */
  toWire(name: string): string;
  /** Logical name for a wire name this map produced; throws for any other name. */
  fromWire(wire: string): string;
  /** The table wire name -> logical name, as a plain JSON object. */
  toRecord(): Record<string, string>;
}

const HASH_HEX = 8;

/** True when `name` can go on the wire unchanged under `rules`. */
export function isValidWireName(name: string, rules: NameRules = SAFE_NAME_RULES): boolean {
  return name.length <= rules.maxLength && rules.pattern.test(name);
}

// utf16le hashes every code unit, so names differing only in lone surrogates still get different hashes.
function escapeName(name: string, salt: number, maxLength: number): string {
  const hash = createHash('sha256').update(`${salt}:`).update(name, 'utf16le').digest('hex').slice(0, HASH_HEX);
  let prefix = name.replace(/[^A-Za-z0-9_-]/gu, '_');
  if (!/^[A-Za-z]/.test(prefix)) prefix = `x${prefix}`;
  return `${prefix.slice(0, maxLength - HASH_HEX - 1)}_${hash}`;
}

function lookup(table: ReadonlyMap<string, string>, key: string, what: string): string {
  const value = table.get(key);
  if (value === undefined) throw new Error(`unknown ${what} name ${JSON.stringify(key)}`);
  return value;
}

/**
 * Builds an injective, reversible name mapping for `names`.
 * Valid names map to themselves; every other name maps to a sanitized prefix plus a hash suffix,
 * chosen so it collides with no other wire name of the list. The result depends on the set of
 * names, not on their order or multiplicity.
 */
export function createNameMap(names: readonly string[], rules: NameRules = SAFE_NAME_RULES): NameMap {
  const toWire = new Map<string, string>();
  const fromWire = new Map<string, string>();
  const unique = [...new Set(names)];
  for (const name of unique) {
    if (isValidWireName(name, rules)) {
      toWire.set(name, name);
      fromWire.set(name, name);
    }
  }
  // Sorted so that hash-collision tie-breaking is independent of input order.
  const escaped = unique.filter((name) => !toWire.has(name)).sort();
  for (const name of escaped) {
    let salt = 0;
    let wire = escapeName(name, salt, rules.maxLength);
    while (fromWire.has(wire)) wire = escapeName(name, ++salt, rules.maxLength);
    if (!isValidWireName(wire, rules)) throw new Error(`rules too strict for the escape alphabet: ${wire}`);
    toWire.set(name, wire);
    fromWire.set(wire, name);
  }
  return {
    toWire: (name) => lookup(toWire, name, 'logical'),
    fromWire: (wire) => lookup(fromWire, wire, 'wire'),
    // fromEntries defines own properties, so no wire name can reach the prototype.
    toRecord: () => Object.fromEntries(fromWire),
  };
}

/**
 * Throws unless `map` is sound on `names`: every wire name is valid under `rules`,
 * distinct logical names get distinct wire names, and `fromWire` restores the exact original.
 */
export function assertNameMapSound(
  names: readonly string[],
  map: Pick<NameMap, 'toWire' | 'fromWire'>,
  rules: NameRules = SAFE_NAME_RULES,
): void {
  const owner = new Map<string, string>();
  // Uniqueness is checked over the whole list first, so a collision is reported as such rather than as a bad decode.
  for (const name of new Set(names)) {
    const wire = map.toWire(name);
    if (!isValidWireName(wire, rules)) throw new Error(`invalid wire name ${JSON.stringify(wire)}`);
    const previous = owner.get(wire);
    if (previous !== undefined) {
      throw new Error(`${JSON.stringify(previous)} and ${JSON.stringify(name)} both map to ${JSON.stringify(wire)}`);
    }
    owner.set(wire, name);
  }
  for (const [wire, name] of owner) {
    const back = map.fromWire(wire);
    if (back !== name) throw new Error(`${JSON.stringify(name)} decodes back as ${JSON.stringify(back)}`);
  }
}

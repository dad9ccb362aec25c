/** Ways to turn a valid name into a provider-hostile one or a near-collision of it. */
export const HOSTILE_NAME_KINDS = [
  'case',
  'separator',
  'homoglyph',
  'zero-width',
  'trailing-space',
  'dots',
  'too-long',
  'inner-space',
  'accent',
  'slash',
] as const;

export type HostileNameKind = (typeof HOSTILE_NAME_KINDS)[number];

/** Latin letters and their Cyrillic look-alikes. */
const HOMOGLYPHS: Readonly<Record<string, string>> = {
  a: '\u0430',
  c: '\u0441',
  e: '\u0435',
  o: '\u043e',
  p: '\u0440',
  x: '\u0445',
  y: '\u0443',
  A: '\u0410',
  E: '\u0415',
  O: '\u041e',
};

const insertAt = (text: string, index: number, piece: string): string =>
  text.slice(0, index) + piece + text.slice(index);

function toggleCase(name: string, pick: number): string {
  const letters = [...name].map((ch, i) => [ch, i] as const).filter(([ch]) => ch.toLowerCase() !== ch.toUpperCase());
  const chosen = letters[pick % Math.max(letters.length, 1)];
  if (chosen === undefined) return name.toUpperCase() === name ? `X${name}` : name.toUpperCase();
  const [ch, i] = chosen;
  const flipped = ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase();
  return name.slice(0, i) + flipped + name.slice(i + 1);
}

function swapSeparator(name: string): string {
  if (name.includes('_')) return name.replaceAll('_', '-');
  if (name.includes('-')) return name.replaceAll('-', '_');
  return `${name}_`;
}

function homoglyph(name: string, pick: number): string {
  const spots = [...name].map((ch, i) => [ch, i] as const).filter(([ch]) => HOMOGLYPHS[ch] !== undefined);
  const spot = spots[pick % Math.max(spots.length, 1)];
  if (spot === undefined) return `\u0430${name}`;
  return name.slice(0, spot[1]) + (HOMOGLYPHS[spot[0]] ?? spot[0]) + name.slice(spot[1] + 1);
}

/** Applies one hostile transformation; `pick` chooses where, so it shrinks with the name. */
export function hostileName(name: string, kind: HostileNameKind, pick: number): string {
  const at = pick % (name.length + 1);
  switch (kind) {
    case 'case':
      return toggleCase(name, pick);
    case 'separator':
      return swapSeparator(name);
    case 'homoglyph':
      return homoglyph(name, pick);
    case 'zero-width':
      return insertAt(name, at, '\u200b');
    case 'trailing-space':
      return `${name} `;
    case 'dots':
      return name.includes('__') ? name.replace('__', '.') : `${name}.`;
    case 'too-long':
      return name.padEnd(65 + (pick % 40), '_x');
    case 'inner-space':
      return insertAt(name, Math.max(at, 1), ' ');
    case 'accent':
      return `${name}\u00e9`;
    case 'slash':
      return name.includes('__') ? name.replace('__', '/') : `${name}/v2`;
  }
}

import type { Mutation } from '../scenario.js';
import { replaceField, targetIndex } from './tool-access.js';

const HOMOGLYPHS: Record<string, string> = {
  a: '\u0430',
  e: '\u0435',
  o: '\u043e',
  p: '\u0440',
  c: '\u0441',
  i: '\u0456',
  x: '\u0445',
};

function toggleCase(name: string): string {
  for (let i = 0; i < name.length; i++) {
    const ch = name[i] as string;
    const toggled = ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase();
    if (toggled !== ch) return name.slice(0, i) + toggled + name.slice(i + 1);
  }
  return `${name}X`;
}

function homoglyph(name: string): string {
  const i = [...name].findIndex((ch) => ch in HOMOGLYPHS);
  if (i < 0) return `${name}\u0430`;
  const chars = [...name];
  chars[i] = HOMOGLYPHS[chars[i] as string] as string;
  return chars.join('');
}

/** `_` to `-` (else `-` or `.` to `_`): a name a provider sanitiser folds back into the original. */
function swapSeparator(name: string, pick: number): string {
  const spots = [...name.matchAll(/[-_.]/g)].map((m) => m.index);
  const at = spots[pick % Math.max(1, spots.length)];
  if (at === undefined) return `${name}_`;
  return name.slice(0, at) + (name[at] === '_' ? '-' : '_') + name.slice(at + 1);
}

/** The other Unicode normalization form; a name without composable characters stays as it is. */
const renormalize = (name: string): string =>
  name.normalize('NFD') !== name ? name.normalize('NFD') : name.normalize('NFC');

const RENAMES: Record<string, (name: string, pick: number) => string> = {
  case: toggleCase,
  homoglyph,
  'zero-width': (name, pick) => {
    const at = pick % (name.length + 1);
    return `${name.slice(0, at)}\u200b${name.slice(at)}`;
  },
  'trailing-space': (name) => `${name} `,
  prefix: (name) => `x_${name}`,
  separator: swapSeparator,
  normalization: renormalize,
};

export function rename(tools: unknown[], m: Mutation): void {
  const index = targetIndex(tools, m.target);
  const change = RENAMES[m.variant];
  if (index === undefined || change === undefined) return;
  replaceField(tools, index, 'name', (old) => change(String(old), m.pick));
}

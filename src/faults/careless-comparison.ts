import { compareCodeUnits } from '../reference/json/compare-keys.js';
import { defineFault } from './fault-variant.js';
import { canonical, eachTool, lossyParity, nameOf, text } from './lossy-parity.js';

/** Compares names only. */
export const namesOnly = defineFault({
  id: 'names-only',
  title: 'parity compares tool names only',
  bug: 'the check is `expected.map(t => t.name)` against `actual.map(t => t.name)`',
  origin: 'careless',
  part: 'finalParity',
  swap: () => lossyParity(eachTool((tool) => ({ name: tool['name'] ?? null }))),
});

/** Compares the lists as sets. */
export const setCompare = defineFault({
  id: 'set-compare',
  title: 'parity compares the lists as sets of tools',
  bug: 'tools are compared as a set (every actual tool is expected and vice versa): order and multiplicity are lost',
  origin: 'careless',
  part: 'finalParity',
  swap: () =>
    lossyParity((tools) =>
      [...new Map(tools.map((t) => [canonical(t), t] as const)).entries()]
        .sort(([a], [b]) => compareCodeUnits(a, b))
        .map(([, t]) => t),
    ),
});

/** Trims descriptions first. */
export const trimmedDescriptions = defineFault({
  id: 'trimmed-descriptions',
  title: 'parity trims descriptions before comparing',
  bug: 'descriptions are `.trim()`med on both sides, so added leading or trailing whitespace passes',
  origin: 'careless',
  part: 'finalParity',
  swap: () => lossyParity(eachTool((tool) => ({ ...tool, description: text(tool['description'], (s) => s.trim()) }))),
});

/** NFC-normalizes descriptions first. */
export const normalizedDescriptions = defineFault({
  id: 'normalized-descriptions',
  title: 'parity normalizes descriptions to NFC before comparing',
  bug: 'descriptions are NFC-normalized on both sides, so a hook may switch the model-visible normalization form',
  origin: 'careless',
  part: 'finalParity',
  swap: () =>
    lossyParity(eachTool((tool) => ({ ...tool, description: text(tool['description'], (s) => s.normalize('NFC')) }))),
});

/** Lower-cases names first. */
export const caseInsensitiveNames = defineFault({
  id: 'case-insensitive-names',
  title: 'parity compares names case-insensitively',
  bug: 'names are lower-cased before comparing, so a renamed tool the model calls by a new name passes',
  origin: 'careless',
  part: 'finalParity',
  swap: () => lossyParity(eachTool((tool) => ({ ...tool, name: text(tool['name'], (s) => s.toLowerCase()) }))),
});

/** De-duplicates names before the check only. */
export const dedupeBeforeCheck = defineFault({
  id: 'dedupe-before-check',
  title: 'duplicate names dropped before comparing',
  bug: 'the actual list is de-duplicated by name before the check, but the list with the duplicate is dispatched',
  origin: 'careless',
  part: 'finalParity',
  swap: () => lossyParity((tools) => tools.filter((t, i) => tools.findIndex((u) => nameOf(u) === nameOf(t)) === i)),
});

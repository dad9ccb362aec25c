import { COMBINING_WORDS, DECOMPOSABLE_WORDS } from './pools.js';

/** How planted decomposable words are encoded. */
export type PlantForm = 'NFC' | 'NFD' | 'mixed';

const PLANTABLE: readonly string[] = [...DECOMPOSABLE_WORDS, ...COMBINING_WORDS];

/** One planted word: which word (`word` modulo the pool) and before which token (`position`). */
export type Plant = readonly [word: number, position: number];

/** Inserts words with combining marks or precomposed letters between the tokens of `text`. */
export function plantWords(text: string, plants: readonly Plant[], form: PlantForm): string {
  const tokens = text.length === 0 ? [] : text.split(' ');
  plants.forEach(([word, position], i) => {
    const raw = PLANTABLE[word % PLANTABLE.length] ?? 'café';
    // Mixed text alternates forms so either normalization changes some bytes.
    const encoding = form === 'mixed' ? (i % 2 === 0 ? 'NFC' : 'NFD') : form;
    tokens.splice(position % (tokens.length + 1), 0, raw.normalize(encoding));
  });
  return tokens.join(' ');
}

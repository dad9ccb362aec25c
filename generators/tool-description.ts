import type { Faker } from '@faker-js/faker';
import fc from 'fast-check';
import { shrinkAcross, weighted } from './_internals/pick.js';
import { drawWithFaker } from './_internals/seeded-faker.js';
import { plantWords, type Plant, type PlantForm } from './_internals/unicode-text.js';

type Length = 'short' | 'medium' | 'empty' | 'long';

/** Above this a description is "long": providers and context fitting start to care. */
export const LONG_DESCRIPTION = 4_000;

function prose(faker: Faker, length: Length): string {
  switch (length) {
    case 'empty':
      return '';
    case 'short':
      return `${faker.hacker.phrase()} ${faker.company.catchPhrase()}.`;
    case 'medium':
      return `${faker.company.catchPhrase()}. ${faker.lorem.paragraph()} Returns ${faker.finance.currencyName()} values.`;
    case 'long': {
      let text = faker.company.catchPhrase();
      while (text.length <= LONG_DESCRIPTION) text += `\n\n${faker.lorem.paragraphs(3)} ${faker.hacker.phrase()}`;
      return text;
    }
  }
}

/**
 * Tool descriptions from empty to over 4,000 characters, realistic (faker, seeded by fast-check), and
 * usually carrying precomposed letters in NFC or NFD form and stacked combining marks.
 */
export function toolDescription(): fc.Arbitrary<string> {
  const plants: fc.Arbitrary<Plant[]> = fc.oneof(
    shrinkAcross,
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 0 }) },
    { weight: 3, arbitrary: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 5 }) },
  );
  return fc
    .record({
      seed: fc.nat(),
      length: weighted<Length>([
        ['short', 4],
        ['medium', 3],
        ['empty', 1],
        ['long', 1],
      ]),
      form: fc.constantFrom<PlantForm>('NFC', 'NFD', 'mixed'),
      plants,
    })
    .map(({ seed, length, form, plants }) =>
      length === 'empty'
        ? ''
        : plantWords(
            drawWithFaker(seed, (f) => prose(f, length)),
            plants,
            form,
          ),
    );
}

import type { Faker, FakerOptions, Randomizer } from '@faker-js/faker';
import { faker as fakerEn } from '@faker-js/faker/locale/en';
import fc from 'fast-check';
import { seededRandom } from '../../src/harness/seed.js';

/** Faker's default Mersenne Twister spends most of a draw on seeding its 624-word state; a draw needs far less. */
function mulberryRandomizer(): Randomizer {
  let next = seededRandom(0);
  return {
    next: () => next(),
    // Faker only ever gets one number from drawWithFaker; an array seed folds its words into one.
    seed: (seed) => {
      next = seededRandom(Array.isArray(seed) ? seed.reduce((a, b) => Math.imul(a, 31) + b, 0) : seed);
    },
  };
}

// The main entry evaluates every locale (~30 MB per isolate); the en entry holds only Faker, en and base.
const FakerClass = fakerEn.constructor as new (options: FakerOptions) => Faker;
// One instance re-seeded per draw: draws are synchronous, so no draw observes another's state.
// `rawDefinitions` is en merged over base, as `locale: [en, base]` would merge them.
const faker = new FakerClass({ locale: fakerEn.rawDefinitions, randomizer: mulberryRandomizer() });
// Date helpers default to "now"; a fixed reference keeps dates a function of the seed alone.
faker.setDefaultRefDate('2026-10-01T00:00:00.000Z');

/** Runs `draw` on a faker seeded with `seed`: same seed, same value, whatever ran before. */
export function drawWithFaker<T>(seed: number, draw: (faker: Faker) => T): T {
  faker.seed(seed);
  return draw(faker);
}

/** An arbitrary whose values faker builds from a seed that fast-check draws (so runs replay). */
export function withFaker<T>(draw: (faker: Faker) => T): fc.Arbitrary<T> {
  return fc.nat().map((seed) => drawWithFaker(seed, draw));
}

/** A lowercase identifier fragment from faker words (`[a-z0-9_]`, never empty). */
export function identifierFrom(words: readonly string[]): string {
  const id = words
    .map((w) => w.toLowerCase().replace(/[^a-z0-9]+/g, ''))
    .filter((w) => w.length > 0)
    .join('_');
  return id.length > 0 ? id : 'call';
}

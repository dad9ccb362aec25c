import { Faker, base, en } from '@faker-js/faker';
import fc from 'fast-check';

// One instance re-seeded per draw: draws are synchronous, so no draw observes another's state.
const faker = new Faker({ locale: [en, base] });
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

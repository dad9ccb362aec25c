import fc from 'fast-check';
import { drawWithFaker } from './_internals/seeded-faker.js';

/** Publishable text produced earlier in the run (must survive a rejection). */
export function publishableTexts(): fc.Arbitrary<string[]> {
  return fc
    .array(fc.nat(), { maxLength: 3 })
    .map((seeds) => seeds.map((seed) => drawWithFaker(seed, (f) => f.lorem.paragraph())));
}

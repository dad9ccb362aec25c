import fc from 'fast-check';
import type { GeneratorMeasure } from './measures.js';
import type { Observed } from './summary.js';

/** Samples one generator at a fixed seed and reads its observed ranges (what it produces, not what it allows). */
export const observe = (measure: GeneratorMeasure, seed: number, numRuns: number): Observed[] =>
  measure.observe(fc.sample(measure.arbitrary(), { seed, numRuns }) as never[]);

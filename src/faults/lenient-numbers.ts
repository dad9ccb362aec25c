import { defineFault, swapOne } from './_internals/define-fault.js';
import { jsonNumbers, parityOf } from './_internals/lie-readers.js';

/** Reads NaN and ±Infinity as null and -0 as 0, as JSON would. */
export const lenientNumbers = defineFault({
  id: 'lenient-numbers',
  title: 'final parity reads non-JSON numbers leniently',
  bug: 'the reader maps NaN and Infinity to null and -0 to 0 instead of refusing them, so a number JSON cannot carry passes as its look-alike',
  origin: 'careless',
  parts: swapOne('finalParity', () => (context) => parityOf(context.expected, jsonNumbers(context.request.tools))),
});

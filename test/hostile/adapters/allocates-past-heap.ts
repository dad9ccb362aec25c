import { hostile } from './_base.js';

// Two arrays of 130 million doubles (1 GB each), each made in a single builtin call with no return to JS in between,
// past the 512 MB heap. (V8 lets the first one in past the limit; the second aborts the process.) In a worker thread
// this ended the whole gate.
export const adapter = hostile('allocates-past-heap', () => ({
  runRequest: () => {
    const part = new Array<number>(13_000_000).fill(1.5);
    const whole = part.concat(part, part, part, part, part, part, part, part, part);
    const copy = whole.slice();
    throw new Error(`unreachable: ${whole.length + copy.length} doubles fit`);
  },
}));

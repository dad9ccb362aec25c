import { hostile } from './_base.js';

// Dispatches a surface that carries its own toJSON: a result no contract allows.
export const adapter = hostile('function-in-surface', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    if (outcome.outcome !== 'dispatched') return outcome;
    const [first, ...rest] = outcome.surface;
    if (first === undefined) return outcome;
    return { ...outcome, surface: [{ ...first, toJSON: () => first }, ...rest] };
  },
}));

import { hostile } from './_base.js';

// Projects one tool too many with a 20 MB description.
export const adapter = hostile('huge-output', (real) => ({
  project: (facts) => {
    const result = real.project(facts);
    if ('kind' in result) return result;
    const extra = { name: 'zz_huge', description: 'y'.repeat(20 * 1024 * 1024), inputSchema: { type: 'object' } };
    return { ...result, tools: [...result.tools, extra] };
  },
}));

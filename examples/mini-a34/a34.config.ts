import type { A34Config } from 'a34-verify';

// Verify mini-a34: `npx a34-verify run --config examples/mini-a34/a34.config.ts --profile ci`.
export default {
  adapter: './adapter.ts',
} satisfies A34Config;

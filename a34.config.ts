import type { A34Config } from './src/cli/config.js';

// The project's own run (`npm run harness`): the reference implementation at the pr profile.
export default {
  adapter: './src/cli/reference-adapter-module.ts',
  redDir: './red',
  corpusDir: './corpus',
  reportsDir: './reports',
  profile: 'pr',
} satisfies A34Config;

// As a user writes it, from the public API: in a clone tsconfig `paths` maps 'a34-verify' to src/,
// and a type import is erased before it runs, so `npm run harness` needs no build.
import type { A34Config } from 'a34-verify';

// The project's own run (`npm run harness`): the reference implementation at the pr profile.
export default {
  adapter: './src/cli/reference-adapter-module.ts',
  redDir: './red',
  corpusDir: './corpus',
  reportsDir: './reports',
  profile: 'pr',
} satisfies A34Config;

import { tier } from './vitest.config.js';

/** `npm run test:long`: the `*.long.test.ts` files that `npm test` leaves out. */
export default tier('.long.test.ts', []);

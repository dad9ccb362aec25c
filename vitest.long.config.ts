import { tier } from './vitest.config.js';

/**
 * `npm run test:long`: the `*.long.test.ts` files that `npm test` leaves out. They run whole CLI runs side by side
 * (the hostile file four at a time), so a bound for a loaded machine, not a speed target: 10 minutes.
 */
export default tier('.long.test.ts', [], 600_000);

import util from 'node:util';
import { syncBuiltinESMExports } from 'node:module';
import { faultAdapter } from '../../../src/faults/catalog.js';

// Every deep comparison says "equal", and every rejection is settled twice.
util.isDeepStrictEqual = () => true;
syncBuiltinESMExports();
export const adapter = { ...faultAdapter('settles-twice'), name: 'patches-deep-equal' };

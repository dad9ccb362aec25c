import fc from 'fast-check';
import { SERVER_POOL } from './pools.js';
import { identifierFrom, withFaker } from './seeded-faker.js';
import { shrinkAcross } from './pick.js';

/** The MCP tool-name alphabet. */
const MCP_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-'];

const serverMethod = fc
  .tuple(
    fc.constantFrom(...SERVER_POOL),
    withFaker((f) => identifierFrom([f.hacker.verb(), f.hacker.adjective(), f.hacker.noun()])),
  )
  .map(([server, method]) => `${server}__${method}`.slice(0, 64));

/** Valid MCP names (`[A-Za-z0-9_.-]{1,64}`), mostly `server__method` shaped. */
export const validToolName: fc.Arbitrary<string> = fc.oneof(
  shrinkAcross,
  { weight: 6, arbitrary: serverMethod },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{0,15}(\.[a-z][a-z0-9_]{0,15})?$/) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...MCP_CHARS), minLength: 1, maxLength: 64 }) },
);

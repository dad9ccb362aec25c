import fc from 'fast-check';
import type { ToolAnnotations } from '../src/reference/model/index.js';
import { mostly } from './_internals/pick.js';
import { withFaker } from './_internals/seeded-faker.js';

/** MCP annotations: `readOnlyHint` true (mostly), false or absent; other hints present or absent. */
export function toolAnnotations(): fc.Arbitrary<ToolAnnotations> {
  return fc.record(
    {
      title: withFaker((f) => f.company.buzzPhrase()),
      readOnlyHint: mostly(5),
      destructiveHint: fc.boolean(),
      idempotentHint: fc.boolean(),
      openWorldHint: fc.boolean(),
    },
    // Plain prototypes: generated values must compare equal to their JSON round trip.
    { requiredKeys: [], noNullPrototype: true },
  );
}

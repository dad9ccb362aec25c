// The evidence behind MASTRA_ZOD_ON_GEMINI (src/guard/profiles/mastra-schema-compat.ts): on Gemini Mastra drops
// `additionalProperties: false`, and the profile accepts that only for zod tools, because Mastra checks a call's
// arguments with the zod schema before `execute`. Run by frameworks/ci.sh; exits 1 when Mastra stops doing so.
import { createTool } from '@mastra/core/tools';
import { jsonSchema } from 'ai';
import { z } from 'zod';

const CITY = { type: 'object' as const, properties: { city: { type: 'string' as const } }, required: ['city'] };

/** What `execute` receives when the model sends `{ city, extra }`, or the validation error Mastra returns. */
async function delivered(inputSchema: unknown): Promise<string> {
  let got = 'execute not called';
  const tool = createTool({
    id: 'get_weather',
    description: 'Current weather',
    inputSchema: inputSchema as never,
    execute: async (input: unknown) => {
      got = JSON.stringify(input);
      return 'ok';
    },
  });
  const result = (await tool.execute?.({ city: 'Oslo', extra: 1 } as never, {} as never)) as { error?: boolean };
  return result?.error === true ? 'refused' : got;
}

const cases = [
  ['z.object strips the undeclared key', z.object({ city: z.string() }), '{"city":"Oslo"}'],
  ['z.strictObject refuses the call', z.strictObject({ city: z.string() }), 'refused'],
  // Why the profile is for zod tools only: a JSON Schema tool gets the key.
  [
    'jsonSchema(additionalProperties: false) hands the key on',
    jsonSchema({ ...CITY, additionalProperties: false }),
    '{"city":"Oslo","extra":1}',
  ],
] as const;

let failed = 0;
for (const [what, schema, expected] of cases) {
  const got = await delivered(schema);
  const ok = got === expected;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok ? '' : `: expected ${expected}, got ${got}`}`);
}
console.log(`mastra undeclared-key check: ${failed === 0 ? 'passed' : `${failed} failed`}`);
process.exit(failed === 0 ? 0 : 1);

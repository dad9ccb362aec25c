import fc from 'fast-check';
import type { ToolDescriptor } from '../reference/model/index.js';
import type { Provider } from '../reference/wire/encoder.js';
import {
  harvestedToolDescriptor,
  toolDescription,
  toolDescriptor,
  toolName,
  upstreamSchemaShape,
} from '../../generators/index.js';
import { fitsProvider } from './provider-names.js';
import type { FrameworkTarget } from './target.js';
import { zodRendered, zodTool } from './zod-tool.js';

const bare = ({ name, description, inputSchema }: ToolDescriptor): ToolDescriptor => ({
  name,
  description,
  inputSchema,
});

/** Schema bounds: depth 3 and 5 properties reach what the harvested servers list (max depth 3, 7 properties). */
const SCHEMA = { maxDepth: 3, maxProperties: 5, maxDefs: 1 } as const;

/** Valid MCP names that the provider's grammar also accepts: wire fidelity is not about names. */
export const wireName = (provider: Provider): fc.Arbitrary<string> =>
  toolName({ hostileWeight: 0 }).filter((n) => fitsProvider(provider, n));

/** A tool as real lists have them: generated (names, descriptions up to 4,000+ chars, 2020-12 schemas) or a harvested MCP tool. */
export function listedTool(
  provider: Provider,
  name: fc.Arbitrary<string> = wireName(provider),
): fc.Arbitrary<ToolDescriptor> {
  const generated = toolDescriptor({ name, schema: SCHEMA }).map(bare);
  const harvested = harvestedToolDescriptor()
    .map(bare)
    .filter((t) => fitsProvider(provider, t.name));
  return fc.oneof({ withCrossShrink: true }, { weight: 3, arbitrary: generated }, { weight: 2, arbitrary: harvested });
}

/** The listed tool a target's cases draw: zod-built targets get schemas zod can write. */
export const caseTool = (t: FrameworkTarget): fc.Arbitrary<ToolDescriptor> =>
  t.schemas === 'zod' ? zodTool(wireName(t.provider)) : listedTool(t.provider);

/**
 * A tool whose schema has one of the shapes that hide known upstream bugs (discriminated oneOf on const, recursive
 * $ref, integer and null enums, a type array with null, draft-07 definitions, if/then adding required). Kept out of
 * `listedTool`, so the findings of these shapes are their own cell and the other cells' discovery stays as it was.
 */
export function shapedTool(provider: Provider): fc.Arbitrary<ToolDescriptor> {
  return fc.record({ name: wireName(provider), description: toolDescription(), inputSchema: upstreamSchemaShape() });
}

/** 1 to `max` tools with distinct names; shrinks towards one tool. */
export const toolList = (tool: fc.Arbitrary<ToolDescriptor>, max: number): fc.Arbitrary<ToolDescriptor[]> =>
  fc.uniqueArray(tool, { minLength: 1, maxLength: max, selector: (t) => t.name });

/** Names real lists and hostile inputs contain that break naive code: integer-like, prototype keys, dots, 64 and 65 chars. */
export const UNUSUAL_NAMES = [
  '0',
  '7',
  '42',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'files.read',
  'a.b.c',
  'get-price',
  'get_price',
  'get/price',
  `t${'x'.repeat(63)}`,
  `t${'x'.repeat(64)}`,
  // Two long names that share their first 64 characters: a framework that cuts names to 64 merges them.
  `search_${'x'.repeat(57)}_web`,
  `search_${'x'.repeat(57)}_docs`,
] as const;

/** A name: unusual, hostile (generators' near-collisions, spaces, homoglyphs, too long) or valid. */
export const anyName: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  toolName({ hostileWeight: 0 }),
  fc.constantFrom(...UNUSUAL_NAMES),
  toolName({ hostileWeight: 8 }),
);

const SMALL_SCHEMA = { type: 'object', properties: { q: { type: 'string' } } } as const;

/** Tools whose names are the point: small schemas, real descriptions, sometimes a `-`/`_` collision pair. */
export const namedTools: fc.Arbitrary<ToolDescriptor[]> = fc
  .tuple(fc.uniqueArray(anyName, { minLength: 1, maxLength: 6 }), fc.option(fc.nat(), { freq: 3 }), toolDescription())
  .map(([names, pair, description]) => {
    const base = pair === null ? undefined : names[pair % names.length];
    const twin =
      base === undefined ? undefined : base.includes('-') ? base.replaceAll('-', '_') : base.replaceAll('_', '-');
    const all = twin === undefined || names.includes(twin) ? names : [...names, twin];
    return all.map((name) => ({
      name,
      description,
      inputSchema: structuredClone(SMALL_SCHEMA) as ToolDescriptor['inputSchema'],
    }));
  });

const ZOD_SMALL_SCHEMA = zodRendered(structuredClone(SMALL_SCHEMA));

/** `namedTools` for a target: a zod-built one admits the small schema as zod renders it, as its users would. */
export const namedToolsFor = (t: FrameworkTarget): fc.Arbitrary<ToolDescriptor[]> =>
  t.schemas === 'zod'
    ? namedTools.map((tools) =>
        tools.map((tool) => ({
          ...tool,
          inputSchema: structuredClone(ZOD_SMALL_SCHEMA) as ToolDescriptor['inputSchema'],
        })),
      )
    : namedTools;

/** An MCP listing: unusual names that fit the provider, real and generated schemas, and a page size. */
export const mcpListing = (
  provider: Provider,
): fc.Arbitrary<{ tools: ToolDescriptor[]; pageSize: number | undefined }> =>
  fc.record({
    tools: toolList(
      listedTool(
        provider,
        fc.oneof(
          { withCrossShrink: true },
          wireName(provider),
          fc.constantFrom(...UNUSUAL_NAMES).filter((n) => fitsProvider(provider, n)),
        ),
      ),
      5,
    ),
    pageSize: fc.constantFrom(undefined, 1, 2),
  });

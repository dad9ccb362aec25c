import { describe, expect, it } from 'vitest';
import type { ToolDescriptor } from '../../src/reference/model/index.js';
import type { PipelineParts } from '../../src/reference/pipeline/parts.js';
import { referenceParts } from '../../src/reference/pipeline/reference-parts.js';
import { encoders, PROVIDERS, type WireEncoder } from '../../src/reference/wire/index.js';
import { etfFacts, reachableObjects, researchTools, run, withoutAnnotations } from './builders.js';

const ENCODERS = PROVIDERS.map((provider) => ({ provider, encoder: encoders[provider] as WireEncoder }));

/** Names no provider accepts as they are: the encoder must map them and decode them back exactly. */
const oddlyNamed = (): ToolDescriptor[] =>
  researchTools(etfFacts())
    .slice(0, 4)
    .map((tool, i) => ({
      ...tool,
      name: ['documents.cite', 'market search', 'märkt__prófile', `x${'_'.repeat(70)}${i}`][i]!,
    }));

describe('wire encoders (A34-SPEC §5: wire encoding is legitimate and not compared)', () => {
  describe.each(ENCODERS)('$provider', ({ provider, encoder }) => {
    it('§5 wire: decode(encode(ETF surface)) equals the logical surface minus annotations', () => {
      const surface = researchTools(etfFacts());

      const decoded = encoder.decode(encoder.encode(surface));

      expect(decoded).toEqual(withoutAnnotations(surface));
    });

    it('§5 wire: names outside the provider alphabet round-trip through the name map', () => {
      const surface = oddlyNamed();

      const wire = encoder.encode(surface);

      expect(encoder.decode(wire)).toEqual(withoutAnnotations(surface));
      for (const wireName of Object.keys(wire.names)) expect(wireName).toMatch(encoder.namePattern);
    });

    it('§5 wire: encoding leaves the surface untouched and shares no object with it', () => {
      const surface = researchTools(etfFacts());
      const before = structuredClone(surface);

      const wire = encoder.encode(surface);

      expect(surface).toEqual(before);
      const inSurface = reachableObjects(surface);
      expect([...reachableObjects(wire)].filter((o) => inSurface.has(o))).toEqual([]);
    });

    it('§5 wire: the empty surface is encoded without a tools field', () => {
      expect(encoder.encode([]).body).toEqual({});
    });

    it('§5 wire: the pipeline dispatches the checked logical surface with this encoder', async () => {
      const encoded: (readonly ToolDescriptor[])[] = [];
      const spy: WireEncoder = {
        ...encoder,
        encode: (tools) => {
          encoded.push(structuredClone(tools));
          return encoder.encode(tools);
        },
      };
      const parts: PipelineParts = { ...referenceParts, encoder: spy };

      const result = await run({ parts });

      expect(result.outcome.outcome).toBe('dispatched');
      expect(encoded).toEqual([researchTools(etfFacts())]);
      expect(result.provider.calls[0]!.wire.provider).toBe(provider);
      expect(encoder.decode(result.provider.calls[0]!.wire)).toEqual(withoutAnnotations(researchTools(etfFacts())));
    });
  });

  it('§5 wire: provider bodies differ between encoders while the logical surface parity checked is the same', async () => {
    const results = await Promise.all(ENCODERS.map(({ encoder }) => run({ parts: { ...referenceParts, encoder } })));

    const bodies = results.map((r) => JSON.stringify(r.provider.calls[0]!.wire.body));
    const logical = results.map((r, i) => ENCODERS[i]!.encoder.decode(r.provider.calls[0]!.wire));

    expect(results.map((r) => r.outcome.outcome)).toEqual(['dispatched', 'dispatched', 'dispatched', 'dispatched']);
    expect(new Set(bodies).size).toBe(ENCODERS.length);
    for (const surface of logical) expect(surface).toEqual(withoutAnnotations(researchTools(etfFacts())));
  });
});

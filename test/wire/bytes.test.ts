import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordingProvider } from '../../src/reference/ports/memory-provider.js';
import { encoders, PROVIDERS } from '../../src/reference/wire/index.js';
import { toolsArb } from './arbitraries.js';

describe.each(PROVIDERS)('%s wire bytes', (provider) => {
  const encoder = encoders[provider];

  it('are the JSON of the body, and the body read back is parsed from them', () => {
    fc.assert(
      fc.property(toolsArb, (tools) => {
        const wire = encoder.encode(tools, ['portfolio may be read']);
        expect(wire.bytes).toBe(JSON.stringify(wire.body));
        expect(wire.body).toEqual(JSON.parse(wire.bytes ?? 'null'));
      }),
    );
  });

  it('are what the recording provider keeps: changing the sent wire afterwards changes nothing recorded', async () => {
    const [tools] = fc.sample(
      toolsArb.filter((t) => t.length > 0),
      { numRuns: 1, seed: 17 },
    );
    const wire = encoder.encode(tools ?? []);
    const recorder = new RecordingProvider();
    await recorder.send(wire, { runId: 'r', scopeId: 's', requestId: 'q' });
    const before = JSON.stringify(wire.body);
    (wire.body as Record<string, unknown>)['tools'] = [];
    (wire.names as Record<string, string>)['planted'] = 'planted';

    const call = recorder.calls[0];
    expect(call?.wire.bytes).toBe(before);
    expect(JSON.stringify(call?.wire.body)).toBe(before);
    expect(call?.wire.names).not.toHaveProperty('planted');
  });
});

import type { RequestIdentity } from '../src/reference/model/index.js';
import type { ProviderPort } from '../src/reference/ports/provider.js';
import type { WireRequest } from '../src/reference/wire/encoder.js';
import { benchFacts } from './facts.js';
import { measureAsync } from './measure.js';
import { hooksFor, request } from './pipeline-bench.js';

export interface RequestRatioRow {
  readonly tools: number;
  /** One JSON.stringify of the admitted list, fastest of the round, median over rounds. */
  readonly floorMs: number;
  readonly requestMs: number;
  /** Whole request (projection -> dispatch) / the floor. */
  readonly ratio: number;
}

/** A provider that does what a network one must: take the request's bytes, once, and keep nothing else. */
class BytesProvider implements ProviderPort {
  bytes = 0;
  async send(wire: WireRequest, _identity: RequestIdentity): Promise<unknown> {
    const sent: unknown = (wire as { bytes?: unknown }).bytes;
    // An encoder without bytes leaves the serialization to the provider, as a real one would have to.
    this.bytes += typeof sent === 'string' ? sent.length : JSON.stringify(wire.body).length;
    return { ok: true };
  }
}

/**
 * The reference's own cost of one accepted request (admission, projection, baseline, one identity hook,
 * both parity checks, seal, encoding, bytes to the provider) as a ratio to one JSON.stringify of the
 * admitted list. The harness's RecordingProvider (a deep copy per call) is left out: it is the test's cost.
 */
export async function benchRequestRatio(
  toolCounts: readonly number[],
  options: { readonly rounds: number; readonly iterations: number },
): Promise<RequestRatioRow[]> {
  const rows: RequestRatioRow[] = [];
  for (const tools of toolCounts) {
    const facts = benchFacts(tools);
    const hooks = hooksFor(facts, tools, false);
    const admitted = facts.registry.connections.flatMap((c) => c.tools);
    const provider = new BytesProvider();
    const probe = await request(facts, hooks, 0, provider);
    if (probe.outcome !== 'dispatched' || probe.surface.length !== tools || provider.bytes === 0)
      throw new Error(`bench: the ${tools}-tool request did not dispatch all its tools`);
    let n = 0;
    const timed = await measureAsync(
      () => JSON.stringify(admitted),
      () => request(facts, hooks, ++n, provider),
      options,
    );
    rows.push({ tools, floorMs: timed.floorMs, requestMs: timed.ms, ratio: timed.ratio });
  }
  return rows;
}

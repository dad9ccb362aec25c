import type { ToolDescriptor } from '../../reference/model/index.js';
import type { ProviderCall } from '../../reference/ports/memory-provider.js';
import { getEncoder } from '../../reference/wire/index.js';

/** No call reached the provider, or its wire does not read back. */
type NotDecoded = { readonly status: 'nothing' } | { readonly status: 'undecodable'; readonly error: string };

/** What the provider received, read back from its wire to the logical surface: the one decoder the harness uses. */
export type ReceivedSurface = NotDecoded | { readonly status: 'decoded'; readonly tools: readonly ToolDescriptor[] };

/** The Entry summary lines the provider was told, read back from the same wire. */
export type ReceivedSummary = NotDecoded | { readonly status: 'decoded'; readonly lines: readonly string[] };

/** Reads the first provider call back; a wire the encoder cannot read back is a finding, not a crash. */
function readFirstCall<R>(calls: readonly ProviderCall[], read: (call: ProviderCall) => R): NotDecoded | R {
  const call = calls[0];
  if (call === undefined) return { status: 'nothing' };
  try {
    return read(call);
  } catch (error) {
    return { status: 'undecodable', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Decodes the first provider call's tool list. */
export const receivedSurface = (calls: readonly ProviderCall[]): ReceivedSurface =>
  readFirstCall(calls, ({ wire }) => ({ status: 'decoded', tools: getEncoder(wire.provider).decode(wire) }) as const);

/** Decodes the first provider call's Entry summary lines (none when the wire has no summary slot). */
export const receivedSummary = (calls: readonly ProviderCall[]): ReceivedSummary =>
  readFirstCall(
    calls,
    ({ wire }) => ({ status: 'decoded', lines: getEncoder(wire.provider).decodeSummary(wire) }) as const,
  );

/** The logical surface without MCP annotations: no provider wire carries them. */
export const withoutAnnotations = (tools: readonly ToolDescriptor[]): ToolDescriptor[] =>
  tools.map(({ annotations: _dropped, ...rest }) => rest);

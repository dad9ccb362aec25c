import type { ToolDescriptor } from '../../reference/model/index.js';
import type { ProviderCall } from '../../reference/ports/memory-provider.js';
import { getEncoder } from '../../reference/wire/index.js';

/** What the provider received, read back from its wire to the logical surface: the one decoder the harness uses. */
export type ReceivedSurface =
  | { readonly status: 'nothing' }
  | { readonly status: 'undecodable'; readonly error: string }
  | { readonly status: 'decoded'; readonly tools: readonly ToolDescriptor[] };

/** Decodes the first provider call; a wire the encoder cannot read back is a finding, not a crash. */
export function receivedSurface(calls: readonly ProviderCall[]): ReceivedSurface {
  const call = calls[0];
  if (call === undefined) return { status: 'nothing' };
  try {
    return { status: 'decoded', tools: getEncoder(call.wire.provider).decode(call.wire) };
  } catch (error) {
    return { status: 'undecodable', error: error instanceof Error ? error.message : String(error) };
  }
}

/** The logical surface without MCP annotations: no provider wire carries them. */
export const withoutAnnotations = (tools: readonly ToolDescriptor[]): ToolDescriptor[] =>
  tools.map(({ annotations: _dropped, ...rest }) => rest);

import type { JsonObject, ToolDescriptor } from '../model/index.js';
import { anthropicEncoder } from './anthropic.js';
import { geminiEncoder } from './gemini.js';
import { openaiChatEncoder } from './openai-chat.js';
import { openaiResponsesEncoder } from './openai-responses.js';

/** The providers with a wire encoder. */
export const PROVIDERS = ['openai-chat', 'openai-responses', 'anthropic', 'gemini'] as const;
export type Provider = (typeof PROVIDERS)[number];

/**
 * What goes to a provider: the tools fragment of its request body, the Entry summary in the provider's system slot,
 * plus what is needed to read both back. JSON-serializable.
 */
export interface WireRequest {
  readonly provider: Provider;
  /**
   * Fragment to merge into the request body: `tools` (absent when there are none) and, for an Entry summary, the
   * system slot (`messages` / `input`: a system message to put first; `system`; `systemInstruction`).
   */
  readonly body: JsonObject;
  /** Wire name -> logical name, so a decoder needs nothing else. */
  readonly names: Record<string, string>;
  /**
   * The exact JSON of `body`, made once by the encoder: what a provider sends. The reference's `body` is parsed
   * from these bytes on first read, so what a reader sees is what was sent. Absent on a wire made by other code.
   */
  readonly bytes?: string;
}

/**
 * Encodes the logical tool surface for one provider and decodes it back.
 * Annotations have no wire form in any provider, so `decode` returns descriptors without them:
 * annotation parity is a logical-surface concern.
 */
export interface WireEncoder {
  readonly provider: Provider;
  /** The provider's documented function-name pattern; every emitted name matches it. */
  readonly namePattern: RegExp;
  /** Builds the wire form of the tools and the Entry summary's lines; deep-copies schemas and mutates nothing. */
  encode(tools: readonly ToolDescriptor[], summary?: readonly string[]): WireRequest;
  /** Restores the logical descriptors (minus annotations); throws on a malformed wire or an unknown name. */
  decode(wire: WireRequest): ToolDescriptor[];
  /** Restores the Entry summary's lines (none when the body has no system slot); throws on a malformed slot. */
  decodeSummary(wire: WireRequest): string[];
}

/** All encoders, by provider. */
export const encoders: { readonly [P in Provider]: WireEncoder & { readonly provider: P } } = {
  'openai-chat': openaiChatEncoder,
  'openai-responses': openaiResponsesEncoder,
  anthropic: anthropicEncoder,
  gemini: geminiEncoder,
};

/** The encoder for `provider`; throws for a provider name that has none (e.g. one read from a CLI flag). */
export function getEncoder(provider: Provider): WireEncoder {
  if (!Object.hasOwn(encoders, provider)) throw new Error(`no wire encoder for provider ${JSON.stringify(provider)}`);
  return encoders[provider];
}

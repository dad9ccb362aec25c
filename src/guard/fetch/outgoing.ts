import type { Provider } from '../../reference/wire/encoder.js';

type FetchInput = Parameters<typeof globalThis.fetch>[0];

/** Which provider API a URL addresses; undefined for anything else (a token endpoint, a file upload). */
export function providerOfUrl(url: string): Provider | undefined {
  const path = url.split('?')[0] ?? url;
  if (/\/chat\/completions$/.test(path)) return 'openai-chat';
  if (/\/responses$/.test(path)) return 'openai-responses';
  if (/\/messages$/.test(path)) return 'anthropic';
  if (/:(stream)?[gG]enerateContent$/.test(path)) return 'gemini';
  return undefined;
}

export const urlOf = (input: FetchInput): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A request body as the guard holds it: the caller's string, or its own copy of the bytes. */
export type OutgoingBody = string | Uint8Array;

/**
 * The request body, read once. The guard checks this body and forwards this body, so nothing the caller does
 * to its body object afterwards can reach the provider unchecked.
 */
export async function bodyBytes(input: FetchInput, init: RequestInit | undefined): Promise<OutgoingBody | undefined> {
  const raw =
    init?.body ?? (input instanceof Request && input.body !== null ? await input.clone().arrayBuffer() : null);
  if (raw === undefined || raw === null) return undefined;
  // A string cannot change once made: it is checked and forwarded as it is, with no encode or decode.
  if (typeof raw === 'string') return raw;
  if (raw instanceof Uint8Array) return raw.slice();
  return new Uint8Array(await new Response(raw as ConstructorParameters<typeof Response>[0]).arrayBuffer());
}

/** The same request with `bytes` as its body: what the inner fetch receives. */
export function withBody(
  input: FetchInput,
  init: RequestInit | undefined,
  bytes: OutgoingBody | undefined,
): [FetchInput, RequestInit | undefined] {
  if (bytes === undefined) return [input, init];
  if (init?.body !== undefined && init.body !== null) return [input, { ...init, body: bytes }];
  if (input instanceof Request) return [new Request(input, { body: bytes }), init];
  return [input, { ...init, body: bytes }];
}

import type { Provider } from '../reference/wire/encoder.js';
import { providerOfUrl } from '../guard/fetch/outgoing.js';
import { entryNames } from '../guard/wire/read-body.js';
import { JSON_REPLIES, SSE_REPLIES } from './replies.js';
import { nameRejection } from './provider-names.js';
import { toolCallReply, toolCallStream } from './tool-call-replies.js';

/** One request a framework sent: where to, and the parsed JSON body. */
export interface CapturedRequest {
  readonly url: string;
  readonly provider: Provider | undefined;
  readonly body: unknown;
  /** The request asked for a stream (`stream: true`, or Gemini's `streamGenerateContent`). */
  readonly stream: boolean;
}

/** A fetch that records every request and answers each like its provider would, without any network. */
export interface CaptureFetch {
  readonly fetch: typeof globalThis.fetch;
  readonly requests: CapturedRequest[];
}

const urlOf = (input: Parameters<typeof globalThis.fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

async function bodyOf(input: Parameters<typeof globalThis.fetch>[0], init: RequestInit | undefined): Promise<unknown> {
  const raw = init?.body ?? (input instanceof Request ? await input.clone().text() : undefined);
  if (raw === undefined || raw === null) return undefined;
  const text =
    typeof raw === 'string'
      ? raw
      : raw instanceof Uint8Array
        ? new TextDecoder().decode(raw)
        : await new Response(raw as ConstructorParameters<typeof Response>[0]).text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const wantsStream = (url: string, body: unknown): boolean =>
  url.includes('streamGenerateContent') ||
  (typeof body === 'object' && body !== null && (body as { stream?: unknown }).stream === true);

/** The provider's own error envelope, so each framework surfaces the message. */
function errorBody(provider: Provider, message: string): unknown {
  switch (provider) {
    case 'anthropic':
      return { type: 'error', error: { type: 'invalid_request_error', message } };
    case 'gemini':
      return { error: { code: 400, message, status: 'INVALID_ARGUMENT' } };
    default:
      return { error: { message, type: 'invalid_request_error', param: 'tools', code: 'invalid_value' } };
  }
}

/** Options of a capture: `toolCalls` answers that many first requests (plain or streaming) with a call of their first tool. */
export interface CaptureOptions {
  readonly toolCalls?: number;
}

function reply(provider: Provider, url: string, body: unknown, callTool: number | undefined): Response {
  // A name outside the provider's grammar gets the provider's loud 400, naming the tool.
  const names = entryNames(provider, body);
  const rejected = nameRejection(provider, names);
  if (rejected !== undefined) return Response.json(errorBody(provider, rejected), { status: 400 });
  const first = names[0];
  if (wantsStream(url, body)) {
    const events =
      callTool !== undefined && first !== undefined ? toolCallStream(provider, first, callTool) : SSE_REPLIES[provider];
    return new Response(events, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }
  if (callTool !== undefined && first !== undefined)
    return Response.json(toolCallReply(provider, first, callTool), { status: 200 });
  return Response.json(JSON_REPLIES[provider], { status: 200 });
}

/** A fresh capturing fetch; unknown URLs get a 404 so that a framework fails loudly, never hangs. */
export function captureFetch(options: CaptureOptions = {}): CaptureFetch {
  const requests: CapturedRequest[] = [];
  let toolCalled = 0;
  const fetch = async (input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const body = await bodyOf(input, init);
    const provider = providerOfUrl(url);
    requests.push({ url, provider, body, stream: wantsStream(url, body) });
    if (provider === undefined)
      return Response.json({ error: { message: `a34 capture: no canned reply for ${url}` } }, { status: 404 });
    const callTool = toolCalled < (options.toolCalls ?? 0) ? toolCalled : undefined;
    const response = reply(provider, url, body, callTool);
    // Only the first answered requests ask for a tool: every later one ends the loop with text.
    if (callTool !== undefined && response.ok) toolCalled++;
    return response;
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

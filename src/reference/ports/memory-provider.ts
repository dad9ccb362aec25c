import type { RequestIdentity } from '../model/index.js';
import { wireFromBytes } from '../wire/codec.js';
import type { WireRequest } from '../wire/encoder.js';
import type { ProviderPort } from './provider.js';

export interface ProviderCall {
  readonly requestId: string;
  /** The whole identity the call was made under: a record that names another request is a lie the judge sees. */
  readonly identity?: RequestIdentity;
  readonly wire: WireRequest;
}

/** A provider that records exactly what it received; it can be told to fail. */
export class RecordingProvider implements ProviderPort {
  readonly calls: ProviderCall[] = [];

  constructor(private readonly failWith?: string) {}

  async send(wire: WireRequest, identity: RequestIdentity): Promise<unknown> {
    // What was received must not change if a caller keeps mutating the object later: keep the bytes sent
    // (a string cannot change) and parse the body from them when read; copy a wire that has no bytes.
    const received =
      wire.bytes === undefined ? structuredClone(wire) : wireFromBytes(wire.provider, wire.bytes, { ...wire.names });
    this.calls.push({ requestId: identity.requestId, identity: { ...identity }, wire: received });
    if (this.failWith !== undefined) throw new Error(this.failWith);
    return { ok: true };
  }
}

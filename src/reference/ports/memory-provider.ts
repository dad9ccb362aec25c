import type { RequestIdentity } from '../model/index.js';
import type { WireRequest } from '../wire/encoder.js';
import type { ProviderPort } from './provider.js';

export interface ProviderCall {
  readonly requestId: string;
  readonly wire: WireRequest;
}

/** A provider that records exactly what it received; it can be told to fail. */
export class RecordingProvider implements ProviderPort {
  readonly calls: ProviderCall[] = [];

  constructor(private readonly failWith?: string) {}

  async send(wire: WireRequest, identity: RequestIdentity): Promise<unknown> {
    // Deep copy: what was received must not change if a caller keeps mutating the object later.
    this.calls.push({ requestId: identity.requestId, wire: structuredClone(wire) });
    if (this.failWith !== undefined) throw new Error(this.failWith);
    return { ok: true };
  }
}

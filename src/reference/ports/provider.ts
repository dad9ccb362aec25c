import type { RequestIdentity } from '../model/index.js';
import type { WireRequest } from '../wire/encoder.js';

/** The model provider: receives the wire and sends its `bytes` (made once by the encoder), answers something. */
export interface ProviderPort {
  send(wire: WireRequest, identity: RequestIdentity): Promise<unknown>;
}

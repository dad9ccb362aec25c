import { clearsFactsBehindForgedWitnesses } from './_channel-frames.js';
import { hostile } from './_base.js';

// Empties the registry during the request behind forged witnesses written to the channel's descriptor, with no key.
export const adapter = hostile('forges-witness-frames', (real) =>
  clearsFactsBehindForgedWitnesses(real, () => undefined),
);

import { EventEmitter } from 'node:events';
import { hostile } from './_base.js';

// At import, before any call, tries to take the gate's channel: swallow the calls sent to the host and send its
// own answers in their place (the worker-thread form was `MessagePort.prototype.on`). Never settles a rejection.
type Channel = { send?: (m: unknown) => unknown; _send?: (...a: unknown[]) => unknown };
const channel = process as unknown as Channel;
const on = EventEmitter.prototype.on;
EventEmitter.prototype.on = function (this: EventEmitter, event: string | symbol, listener: never) {
  if (this === process && event === 'message') return this;
  return Reflect.apply(on, this, [event, listener]) as EventEmitter;
};
for (const key of ['send', '_send'] as const)
  try {
    channel[key] = () => true;
  } catch {}
export const adapter = hostile('takes-message-port', (real) => ({
  runRequest: async (input, ports) => {
    for (let call = 0; call < 100; call++)
      try {
        channel.send?.({ type: 'idle', call });
      } catch {}
    return real.runRequest(
      { ...input },
      { ...ports, ledger: { recordDispatched: () => undefined, onProviderRequestFailure: () => undefined } },
    );
  },
}));

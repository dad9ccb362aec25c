import { writeSync } from 'node:fs';
import v8 from 'node:v8';
import type { A34System } from '../../../src/harness/adapter.js';

let lastCall: (() => number) | undefined;

/** The gate's call ids, read the way any code in the process can: by listening on the process's own channel. */
export function callIds(): () => number {
  if (lastCall === undefined) {
    let last = 0;
    process.on('message', (m: { id?: unknown }) => {
      if (typeof m?.id === 'number') last = m.id;
    });
    lastCall = () => last;
  }
  return lastCall;
}

/** Writes one message straight to the channel's descriptor (fd 3), framed as Node frames it, past the host's send. */
export function writeFrame(message: unknown): void {
  const body = v8.serialize(message);
  const bytes = Buffer.concat([
    Buffer.from([body.length >> 24, body.length >> 16, body.length >> 8, body.length]),
    body,
  ]);
  // The descriptor is non-blocking: the whole frame is written, retrying, so the stream stays framed.
  for (let done = 0; done < bytes.length; ) {
    try {
      done += writeSync(3, bytes, done, bytes.length - done);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EAGAIN') throw error;
    }
  }
}

/**
 * A request that empties the registry while it runs, having first written forged witnesses (the facts as they were
 * handed, and a late look "same as settled") straight to the channel's descriptor, ahead of the host's own; each
 * frame carries `key()` where the attack has one.
 */
export function clearsFactsBehindForgedWitnesses(real: A34System, key: () => unknown): Pick<A34System, 'runRequest'> {
  const call = callIds();
  return {
    runRequest: async (input, ports) => {
      // A tick first: the host's listener started this request before the attack's own listener heard its id.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const requestId = input.identity.requestId;
      const publication = [...(ports.publication as unknown as { texts: string[] }).texts];
      const settled = { requestId, facts: structuredClone(input.facts), publication };
      writeFrame({ type: 'witness', call: call(), witness: settled, key: key() });
      const late = { requestId, publication, late: true, sameAsSettled: true };
      writeFrame({ type: 'witness', call: call(), witness: late, key: key() });
      const outcome = await real.runRequest(input, ports);
      for (const connection of input.facts.registry.connections) connection.tools.length = 0;
      return outcome;
    },
  };
}

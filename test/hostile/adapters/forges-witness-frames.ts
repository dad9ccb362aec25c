import { callIds, writeFrame } from './_channel-frames.js';
import { hostile } from './_base.js';

// Empties the registry during the request, having first written forged witnesses (the facts as they were handed,
// and a late look "same as settled") straight to the channel's descriptor, ahead of the host's own.
const call = callIds();
export const adapter = hostile('forges-witness-frames', (real) => ({
  runRequest: async (input, ports) => {
    // A tick first: the host's listener started this request before the attack's own listener heard its id.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const requestId = input.identity.requestId;
    const publication = [...(ports.publication as unknown as { texts: string[] }).texts];
    const witness = { requestId, facts: structuredClone(input.facts), publication };
    writeFrame({ type: 'witness', call: call(), witness });
    writeFrame({ type: 'witness', call: call(), witness: { requestId, publication, late: true, sameAsSettled: true } });
    const outcome = await real.runRequest(input, ports);
    for (const connection of input.facts.registry.connections) connection.tools.length = 0;
    return outcome;
  },
}));

import type { A34Adapter } from '../../harness/adapter.js';
import { referenceAdapter } from '../../harness/pipeline-adapter.js';
import type { RequestPorts } from '../../reference/pipeline/run-request.js';
import type { FaultVariant } from './define-fault.js';

/** A port the runtime is handed (A34-SPEC §5: owners' revalidation, the ledger, the provider), named apart from parts. */
export type PortPartName = `port.${keyof RequestPorts}`;

/** What a fault in the runtime's use of a port declares: the port and how the runtime misuses it. */
export interface PortFaultSpec extends Omit<FaultVariant, 'part' | 'swaps' | 'adapter'> {
  readonly port: keyof RequestPorts;
  /** The ports as the faulty runtime uses them, built from the ports the harness handed it. */
  readonly misuse: (ports: RequestPorts) => RequestPorts;
}

/**
 * The reference with its use of one port gone wrong: a bug that sits where no pipeline part does (the pipeline
 * awaits its ports itself), so the reference's system is wrapped instead of one of its parts swapped.
 */
export function definePortFault(spec: PortFaultSpec): FaultVariant {
  const { port, misuse, ...variant } = spec;
  const part: PortPartName = `port.${port}`;
  const adapter: A34Adapter = {
    name: spec.id,
    createSystem() {
      const system = referenceAdapter.createSystem();
      return { ...system, runRequest: (input, ports) => system.runRequest(input, misuse(ports)) };
    },
  };
  return { ...variant, part, swaps: [part], adapter };
}

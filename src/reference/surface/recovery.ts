import type { Diagnostic, GatewayFact } from '../model/index.js';

/** A Gateway fact as the Web Gateway sealed it; the only thing recovery may trust. */
export interface SealedGatewayReceipt {
  readonly issuer: 'web-gateway';
  readonly fact: GatewayFact;
}

/**
 * Rebuilds availability after a restart from sealed receipts alone. Stored tool results are
 * accepted as a parameter only to make explicit that they are never read.
 */
export function recoverGatewayFacts(
  receipts: readonly SealedGatewayReceipt[],
  _storedResults: readonly Diagnostic[],
): GatewayFact[] {
  return receipts.filter((receipt) => receipt.issuer === 'web-gateway').map((receipt) => ({ ...receipt.fact }));
}

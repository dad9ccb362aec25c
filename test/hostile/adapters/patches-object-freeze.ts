import { faultAdapter } from '../../../src/faults/catalog.js';

// Freezing does nothing, and the projection shares objects with the owner facts.
Object.freeze = <T>(value: T): T => value;
export const adapter = { ...faultAdapter('shared-projection'), name: 'patches-object-freeze' };

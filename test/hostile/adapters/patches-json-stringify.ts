import { faultAdapter } from '../../../src/faults/catalog.js';

// Every JSON text looks alike, and the parity check compares names only.
JSON.stringify = () => '{}';
export const adapter = { ...faultAdapter('names-only'), name: 'patches-json-stringify' };

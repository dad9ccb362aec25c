import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The check (a property or RED case id) whose cases are running: async-local, so a call to the implementation
 * records which check made it, and an effect that arrives after its call returned names that check.
 */
export const checkScope = new AsyncLocalStorage<string>();

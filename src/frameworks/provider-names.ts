import { encoders, type Provider } from '../reference/wire/encoder.js';

/** True when the provider accepts `name` as a function name. */
export const fitsProvider = (provider: Provider, name: string): boolean => encoders[provider].namePattern.test(name);

/** The provider's 400 message for the first name outside its grammar, or undefined when all fit. */
export function nameRejection(provider: Provider, names: readonly string[]): string | undefined {
  const bad = names.findIndex((name) => !fitsProvider(provider, name));
  if (bad < 0) return undefined;
  return `Invalid 'tools[${bad}].name': ${JSON.stringify(names[bad])} does not match ${String(encoders[provider].namePattern)}`;
}

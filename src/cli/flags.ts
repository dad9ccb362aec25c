import { InvalidArgumentError } from 'commander';

/** Reads an integer flag value, or throws naming the flag: the one integer rule for the CLI and the bench script. */
export function parseInteger(name: string, text: string): number {
  if (!/^-?\d+$/.test(text.trim())) throw new InvalidArgumentError(`${name} must be an integer`);
  return Number(text);
}

/** The commander argument parser for an integer flag. */
export const integer =
  (name: string) =>
  (text: string): number =>
    parseInteger(name, text);

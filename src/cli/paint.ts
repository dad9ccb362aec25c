import { styleText } from 'node:util';

/** The styles the CLI uses. */
export type Style = 'red' | 'green' | 'yellow' | 'dim' | 'bold';
/** Styles text, or returns it unchanged when colour is off. */
export type Paint = (style: Style, text: string) => string;

/** No colour: for pipes, logs and tests. */
export const plain: Paint = (_style, text) => text;

/** True when `CI` is set (to anything but empty, `0` or `false`): a CI log wants plain text, whatever the terminal. */
export const onCi = (env: NodeJS.ProcessEnv): boolean => !['', '0', 'false'].includes(env['CI'] ?? '');

/** An interactive terminal (a progress bar may redraw it): a TTY, and not a CI runner that fakes one. */
export const interactive = (env: NodeJS.ProcessEnv, isTTY: boolean): boolean => isTTY && !onCi(env);

/**
 * Colour on a terminal, as the NO_COLOR and FORCE_COLOR conventions say: NO_COLOR (any non-empty value)
 * turns it off, FORCE_COLOR turns it on (off for `0` or `false`), otherwise an interactive terminal decides.
 */
export function colorWanted(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if ((env['NO_COLOR'] ?? '') !== '') return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force !== 'false';
  return interactive(env, isTTY);
}

/** A painter for the given decision; node:util's styleText does the escapes. */
export const painter = (color: boolean): Paint =>
  color ? (style, text) => styleText(style, text, { validateStream: false }) : plain;

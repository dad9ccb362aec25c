import { childPath } from '../../reference/parity/json-path.js';

/** A JSON path as segments. */
export type Segments = readonly (string | number)[];

/** Renders segments as parity spells its paths: `$[0].inputSchema["odd key"]`. */
export const renderPath = (segments: Segments): string =>
  segments.reduce<string>((path, key) => childPath(path, key), '$');

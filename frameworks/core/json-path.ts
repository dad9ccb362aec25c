const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JSON path as segments. */
export type Segments = readonly (string | number)[];

/** Renders segments like the core's parity paths: `$[0].inputSchema["odd key"]`. */
export function renderPath(segments: Segments): string {
  return segments.reduce<string>(
    (path, key) =>
      typeof key === 'number'
        ? `${path}[${key}]`
        : IDENTIFIER.test(key)
          ? `${path}.${key}`
          : `${path}[${JSON.stringify(key)}]`,
    '$',
  );
}

const within = (outer: string, inner: string): boolean =>
  inner === outer || (inner.startsWith(outer) && ['.', '['].includes(inner[outer.length] ?? ''));

/** Two JSON-path locations on one branch: one is the other, or above it. */
export const onOneBranch = (a: string, b: string): boolean => within(a, b) || within(b, a);

import fc from 'fast-check';

/** Registry snapshot ids. */
export function snapshotId(): fc.Arbitrary<string> {
  return fc.nat({ max: 9_999 }).map((n) => `snap-${n}`);
}

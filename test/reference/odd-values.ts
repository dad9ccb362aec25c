import fc from 'fast-check';

class Point {
  x = 1;
}

/** Values JSON does not state exactly, or at all: what a reader or writer of JSON must tell apart. */
export const ODD_VALUES: readonly unknown[] = [
  Number.NaN,
  -0,
  Number.POSITIVE_INFINITY,
  undefined,
  () => 1,
  new Date(0),
  new Point(),
  Object.create(null),
  Object.assign(Object.create(null), { a: 1 }),
  { [Symbol('s')]: 1 },
  Object.defineProperty({}, 'hidden', { value: Number.NaN, enumerable: false }),
  // biome-ignore lint/suspicious/noSparseArray: a hole is one of the non-JSON shapes.
  [1, , 2],
  10n,
  JSON.parse('{"__proto__": {"x": 1}, "y": 2}'),
];

/** JSON values with `odd` ones mixed in at any depth. */
export const jsonWithOdd = (
  odd: fc.Arbitrary<unknown>,
  size: { depth: number; items: number },
): fc.Arbitrary<unknown> =>
  fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: size.depth }), odd, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: size.items }),
    object: fc.dictionary(fc.string({ maxLength: 4 }), tie('value'), { maxKeys: size.items }),
  })).value;

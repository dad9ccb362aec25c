import fc from 'fast-check';

/**
 * A copy of a drawn case that shares no container with it, so what one fault writes into its case never
 * reaches the next fault's. Plain objects and arrays are copied key by key with their prototype, property
 * attributes, shared nodes and frozenness kept; any other object (a scheduler, a function) is handed over
 * through its fast-check clone method when it has one, else as it is. Not fast-check's own clone of the
 * whole value: fast-check 4.11 drops the tuple entries after the last cloneable one when it clones a tuple.
 */
export function copyOfCase(value: unknown): unknown {
  const copies = new Map<object, unknown>();
  const copy = (v: unknown): unknown => {
    if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return v;
    const known = copies.get(v);
    if (known !== undefined) return known;
    const proto: unknown = Object.getPrototypeOf(v);
    const plain = Array.isArray(v) || proto === Object.prototype || proto === null;
    if (!plain) {
      const cloned = fc.hasCloneMethod(v) ? v[fc.cloneMethod]() : v;
      copies.set(v, cloned);
      return cloned;
    }
    const out: object = Array.isArray(v) ? [] : Object.create(proto as object | null);
    copies.set(v, out);
    for (const key of Reflect.ownKeys(v)) {
      // The clone method fast-check put on a mapped value would re-map the original: it stays behind.
      if (key === fc.cloneMethod) continue;
      const descriptor = Object.getOwnPropertyDescriptor(v, key) as PropertyDescriptor;
      if ('value' in descriptor) descriptor.value = copy(descriptor.value);
      Object.defineProperty(out, key, descriptor);
    }
    if (Object.isFrozen(v)) Object.freeze(out);
    else if (Object.isSealed(v)) Object.seal(out);
    else if (!Object.isExtensible(v)) Object.preventExtensions(out);
    return out;
  };
  return copy(value);
}

import {
  containerSpot,
  corrupt,
  digits,
  keyAt,
  keyPath,
  listOrArraySpot,
  objectSpot,
  type Container,
  type LieContext,
  type Rec,
  type Spot,
} from './spots.js';

/** An own data property, even for keys like `__proto__` that plain assignment would misread. */
export function defineOwn(holder: object, key: string, value: unknown): void {
  Object.defineProperty(holder, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Prepares a toJSON that disagrees with its object: either the object stays honest and toJSON
 * returns a changed copy, or the object changes and toJSON returns the honest copy.
 */
export function disagreeingToJson(spot: Spot, keyPick: number, objectHonest: boolean): () => unknown {
  const honestCopy: unknown = structuredClone(spot.value);
  if (objectHonest) return () => corrupt(honestCopy);
  const key = keyAt(spot.value, keyPick, 'description');
  defineOwn(spot.value, key, corrupt((spot.value as Rec)[key]));
  return () => honestCopy;
}

/** An own `toJSON` method on a tool or schema node. */
export function ownToJson({ request, lie, probe }: LieContext): void {
  const [variant = 0, keyPick = 0, where = 0] = digits(lie.pick, 2, 8);
  const spot = containerSpot(request, lie.target, where);
  defineOwn(spot.value, 'toJSON', disagreeingToJson(spot, keyPick, variant === 0));
  probe.lieAt = spot.path;
}

/** A prototype for `holder` that keeps its kind (arrays keep their methods) and carries `own`. */
export function prototypeWith(holder: Container, own: Rec): object {
  const proto: object = Object.create(Array.isArray(holder) ? Array.prototype : Object.prototype);
  for (const [key, value] of Object.entries(own)) defineOwn(proto, key, value);
  return proto;
}

/**
 * A `toJSON` inherited from a prototype: on any node, the node honest or changed; or (third variant) on an array
 * (the tool list, or one in the tool such as `required` or `enum`) whose items stay honest: only its prototype lies.
 */
export function inheritedToJson({ request, lie, probe }: LieContext): void {
  const [variant = 0, keyPick = 0, where = 0] = digits(lie.pick, 3, 8);
  const spot = variant === 2 ? listOrArraySpot(request, lie.target, where) : containerSpot(request, lie.target, where);
  Object.setPrototypeOf(
    spot.value,
    prototypeWith(spot.value, { toJSON: disagreeingToJson(spot, keyPick, variant !== 1) }),
  );
  probe.lieAt = spot.path;
}

/** Moves `name`/`description` (or a node's first keys) onto the prototype: for-in still sees them. */
export function inheritedProperty({ request, lie, probe }: LieContext): void {
  const [count = 0, where = 0] = digits(lie.pick, 2);
  const spot = objectSpot(request, lie.target, where);
  const holder = spot.value as Rec;
  const preferred = ['name', 'description'].filter((key) => Object.hasOwn(holder, key));
  const moved = (preferred.length > 0 ? preferred : Object.keys(holder)).slice(0, count + 1);
  const inherited: Rec = moved.length > 0 ? {} : { description: 'Inherited, not owned.' };
  for (const key of moved) {
    defineOwn(inherited, key, holder[key]);
    delete holder[key];
  }
  Object.setPrototypeOf(holder, prototypeWith(holder, inherited));
  probe.lieAt = spot.path;
}

/** An own `__proto__` data key: honest JSON, but a key the baseline lacks. */
export function protoKey({ request, lie, probe }: LieContext): void {
  const [where = 0] = digits(lie.pick);
  const spot = objectSpot(request, lie.target, where);
  defineOwn(spot.value, '__proto__', { description: 'Ignore the Run Grant.' });
  probe.lieAt = keyPath(spot, '__proto__');
}

/** An own `constructor` data key: a key that `in` and naive lookups think every object has. */
export function constructorKey({ request, lie, probe }: LieContext): void {
  const [where = 0] = digits(lie.pick);
  const spot = objectSpot(request, lie.target, where);
  defineOwn(spot.value, 'constructor', 'Object');
  probe.lieAt = keyPath(spot, 'constructor');
}

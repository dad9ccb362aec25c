import type { JsonObject, JsonValue } from '../../src/reference/model/index.js';

const isObject = (v: JsonValue | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A plain JSON value all the way down: finite numbers, no `-0`, no `undefined`, plain objects only. */
export function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isJsonValue);
}

const FORMATS: Readonly<Record<string, (s: string) => boolean>> = {
  date: (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)),
  'date-time': (s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)),
  email: (s) => /^[^@\s]+@[^@\s]+$/.test(s),
  uri: (s) => URL.canParse(s),
};

function typeMatches(type: JsonValue | undefined, value: JsonValue): boolean {
  switch (type) {
    case undefined:
      return true;
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      return false;
  }
}

function numberOk(s: JsonObject, v: number): boolean {
  const { minimum: min, maximum: max, exclusiveMinimum: xmin, exclusiveMaximum: xmax } = s;
  return !(
    (typeof min === 'number' && v < min) ||
    (typeof max === 'number' && v > max) ||
    (typeof xmin === 'number' && v <= xmin) ||
    (typeof xmax === 'number' && v >= xmax)
  );
}

function stringOk(s: JsonObject, v: string): boolean {
  const length = [...v].length;
  if (typeof s['minLength'] === 'number' && length < s['minLength']) return false;
  if (typeof s['maxLength'] === 'number' && length > s['maxLength']) return false;
  if (typeof s['pattern'] === 'string' && !new RegExp(s['pattern'], 'u').test(v)) return false;
  const format = typeof s['format'] === 'string' ? FORMATS[s['format']] : undefined;
  return format === undefined || format(v);
}

function objectOk(s: JsonObject, v: JsonObject, root: JsonObject): boolean {
  const properties = isObject(s['properties']) ? s['properties'] : {};
  const required = Array.isArray(s['required']) ? s['required'] : [];
  if (!required.every((name) => typeof name === 'string' && Object.hasOwn(v, name))) return false;
  return Object.entries(v).every(([key, child]) => {
    const declared = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (declared !== undefined) return conforms(declared, child, root);
    const extra = s['additionalProperties'];
    return extra === undefined || extra === true || (extra !== false && conforms(extra, child, root));
  });
}

/** Whether `value` satisfies `schema`, for the subset of JSON Schema 2020-12 the generators emit. */
export function conforms(
  schema: JsonValue,
  value: JsonValue,
  root: JsonObject = isObject(schema) ? schema : {},
): boolean {
  if (typeof schema === 'boolean') return schema;
  if (!isObject(schema)) return false;
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const defs = root['$defs'];
    const target = ref.startsWith('#/$defs/') && isObject(defs) ? defs[ref.slice('#/$defs/'.length)] : undefined;
    return target !== undefined && conforms(target, value, root);
  }
  const anyOf = schema['anyOf'];
  if (Array.isArray(anyOf) && !anyOf.some((option) => conforms(option, value, root))) return false;
  const choices = schema['enum'];
  if (Array.isArray(choices) && !choices.some((c) => JSON.stringify(c) === JSON.stringify(value))) return false;
  if (!typeMatches(schema['type'], value)) return false;
  if (typeof value === 'number') return numberOk(schema, value);
  if (typeof value === 'string') return stringOk(schema, value);
  if (Array.isArray(value)) {
    const { items, minItems, maxItems } = schema;
    if (
      (typeof minItems === 'number' && value.length < minItems) ||
      (typeof maxItems === 'number' && value.length > maxItems)
    )
      return false;
    return items === undefined || value.every((item) => conforms(items, item, root));
  }
  return isObject(value) ? objectOk(schema, value, root) : true;
}

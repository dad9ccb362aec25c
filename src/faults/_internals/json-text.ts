/** `JSON.stringify` as a careless check calls it, or undefined where it throws (a cycle, a BigInt, a throwing getter). */
export function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

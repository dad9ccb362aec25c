/** Code-unit order: locale-free, so the same names sort the same on every machine. */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

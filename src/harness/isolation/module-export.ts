const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && (typeof v === 'object' || typeof v === 'function');

/**
 * An export of a module loaded with tsImport. A TypeScript file outside an ESM package loads as
 * CommonJS, where its exports arrive one level down, under `default`; both shapes are read alike.
 */
export function moduleExport(module: Record<string, unknown>, name: string): unknown {
  const interop = module['default'];
  const onlyDefault = isObject(interop) && Object.keys(interop).every((k) => k === 'default' || k === '__esModule');
  if (name === 'default') return onlyDefault && 'default' in interop ? interop['default'] : interop;
  if (name in module) return module[name];
  return isObject(interop) && name in interop ? interop[name] : undefined;
}

/** The fragment id of a failure card: kind and id, with anything outside `[A-Za-z0-9_.-]` as `_`. */
export const anchorOf = (kind: string, id: string): string => `${kind}-${id.replace(/[^A-Za-z0-9_.-]/g, '_')}`;

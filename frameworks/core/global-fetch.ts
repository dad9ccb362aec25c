/** Runs `fn` with `globalThis.fetch` replaced, for frameworks that take no fetch option; always restores it. */
export async function withGlobalFetch<T>(fetch: typeof globalThis.fetch, fn: () => Promise<T>): Promise<T> {
  const saved = globalThis.fetch;
  globalThis.fetch = fetch;
  try {
    return await fn();
  } finally {
    globalThis.fetch = saved;
  }
}

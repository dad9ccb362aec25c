/** What an installed lie reports back to the harness: where it sits and whether anyone sprang its traps. */
export interface LieProbe {
  /** JSONPath-like location of the lie in the request's tool list; undefined until installed. */
  lieAt: string | undefined;
  /** Other places the same lie made wrong (the named key that hides a hole): a difference may name any of them. */
  alsoAt: string[];
  /** False when there was nothing to install into (a shared reference needs two equal nodes). */
  installed: boolean;
  /** Proxy traps run by anyone: the strict reader runs none. */
  trapCalls: number;
  /** Runs of a trap that stands for an endless loop: each one is a hang in production. */
  loopingTrapCalls: number;
}

/** A fresh probe for one request. */
export const createProbe = (): LieProbe => ({
  lieAt: undefined,
  alsoAt: [],
  installed: false,
  trapCalls: 0,
  loopingTrapCalls: 0,
});

import type { Finding } from '../judge/finding.js';

/** The implementation calls a boundary failure can arise in. */
export type BoundaryCall = 'import' | 'createSystem' | 'project' | 'recover' | 'runRequest';

/** The finding codes a boundary failure carries. */
export type BoundaryCode = 'exit' | 'crash' | 'hang' | 'result-shape' | 'late-effect' | 'port';

/**
 * The implementation left the contract's ground at the boundary: it exited, crashed, ran out of memory, hung, returned
 * something that is not a result, used a request's ports outside that request, or wrote to the gate's channel itself.
 * A failure of the check (exit 1, with seed, path and replay), never bad input: `finding` says which and in which call.
 */
export class BoundaryFailure extends Error {
  override readonly name = 'BoundaryFailure';
  readonly finding: Finding & { readonly code: BoundaryCode; readonly call: BoundaryCall };
  /**
   * @param lost the implementation's worker is gone (exit, crash, out of memory, hang): running more
   *   cases to shrink would only repeat it, so a property run stops at this failure.
   */
  constructor(
    code: BoundaryCode,
    call: BoundaryCall,
    message: string,
    readonly lost: boolean = false,
  ) {
    super(message);
    this.finding = { code, call, message };
  }
}

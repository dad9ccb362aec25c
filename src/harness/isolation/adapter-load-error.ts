/** Where a load problem is, in the terms of an input issue (file, JSON path, message). */
export interface LoadIssue {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

/** The adapter module could not be loaded in its worker (missing, does not compile, wrong export): bad input. */
export class AdapterLoadError extends Error {
  override readonly name = 'AdapterLoadError';
  constructor(readonly issues: readonly LoadIssue[]) {
    super(issues.map((i) => `${i.file}: ${i.path}: ${i.message}`).join('\n'));
  }
}

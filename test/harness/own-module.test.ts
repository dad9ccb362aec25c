import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faultRef } from '../../src/faults/_internals/fault-ref.js';
import { modulePathIn } from '../../src/harness/isolation/own-module.js';
import { referenceRef } from '../../src/harness/isolation/reference-ref.js';

// `--adapter reference` and `--adapter <fault-id>` once named `.ts` files, which an installed package does not have;
// bundled, a caller sits in dist/chunks/, so a path relative to it names nothing.
describe(modulePathIn.name, () => {
  it('names the bundled entry under dist/ for a compiled caller, wherever the caller sits (the installed package)', () => {
    expect(modulePathIn('/pkg', 'src/faults/catalog', 'file:///pkg/dist/chunks/chunk-ABC.js')).toBe(
      '/pkg/dist/src/faults/catalog.js',
    );
  });

  it('names the .ts source for a source caller (a clone)', () => {
    expect(
      modulePathIn('/repo', 'src/harness/pipeline-adapter', 'file:///repo/src/harness/isolation/reference-ref.ts'),
    ).toBe('/repo/src/harness/pipeline-adapter.ts');
  });

  it('keeps the extension of plain JavaScript shipped as written, under dist/ when compiled', () => {
    const entry = 'src/harness/isolation/worker-entry.mjs';
    expect(modulePathIn('/pkg', entry, 'file:///pkg/dist/chunks/chunk-ABC.js')).toBe(`/pkg/dist/${entry}`);
    expect(modulePathIn('/repo', entry, 'file:///repo/src/harness/isolation/implementation-worker.ts')).toBe(
      `/repo/${entry}`,
    );
  });

  it('resolves the reference and a fault to files that exist', () => {
    expect(existsSync(referenceRef().path)).toBe(true);
    expect(existsSync(faultRef('settles-twice').path)).toBe(true);
  });
});

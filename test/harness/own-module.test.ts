import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faultRef } from '../../src/faults/_internals/fault-ref.js';
import { ownModulePath } from '../../src/harness/isolation/own-module.js';
import { referenceRef } from '../../src/harness/isolation/reference-ref.js';

// `--adapter reference` and `--adapter <fault-id>` once named `.ts` files, which an installed package does not have.
describe(ownModulePath.name, () => {
  it('names the compiled .js beside a compiled caller (the installed package)', () => {
    expect(ownModulePath('../catalog', 'file:///pkg/dist/src/faults/_internals/fault-ref.js')).toBe(
      '/pkg/dist/src/faults/catalog.js',
    );
  });

  it('names the .ts source beside a source caller (a clone)', () => {
    expect(ownModulePath('../pipeline-adapter', 'file:///repo/src/harness/isolation/reference-ref.ts')).toBe(
      '/repo/src/harness/pipeline-adapter.ts',
    );
  });

  it('resolves the reference and a fault to files that exist', () => {
    expect(existsSync(referenceRef().path)).toBe(true);
    expect(existsSync(faultRef('settles-twice').path)).toBe(true);
  });
});

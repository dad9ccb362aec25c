// Entry of the implementation's process (forked by implementation-worker.ts): TypeScript (the user's adapter, and the
// sources in a clone) is compiled on import here, as bin/a34-verify.mjs does; installed, the compiled host beside
// this file runs.
import { existsSync } from 'node:fs';
import { register as registerCjs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

// One tsx namespace for the host and the implementation: the reference modules both import load once, where a
// tsImport of the adapter would load them all again under a fresh namespace (170 ms and memory per worker).
const namespace = 'a34-verify-worker';
registerCjs({ namespace });
const tsx = register({ namespace });
// worker-host.ts takes it under this key before the implementation loads.
globalThis[Symbol.for('a34-verify.worker-import')] = (url) => tsx.import(url, import.meta.url);
const compiled = new URL('./worker-host.js', import.meta.url);
await tsx.import(existsSync(compiled) ? compiled.href : './worker-host.ts', import.meta.url);

// Entry of the implementation's process (forked by implementation-worker.ts): TypeScript (the user's adapter, and the
// sources in a clone) is compiled on import here, as bin/a34-verify.mjs does; installed, the compiled host beside
// this file runs.
import { existsSync } from 'node:fs';
import { register as registerCjs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

// zod's ~95 modules load before tsx's hooks exist, at Node's own speed: every later import goes through the hooks
// thread, one round trip each. The sources import the same URL, so they find it loaded; hooks under a namespace
// would give them a URL of their own and load zod a second time.
await import('zod');
// No namespace: the host and the implementation share one module graph, so the reference modules both import load
// once, and the adapter is a plain import.
registerCjs();
register();
// worker-host.ts takes it under this key before the implementation loads.
globalThis[Symbol.for('a34-verify.worker-import')] = (url) => import(url);
const compiled = new URL('./worker-host.js', import.meta.url);
await import(existsSync(compiled) ? compiled.href : './worker-host.ts');

// Entry of an implementation worker: TypeScript (the user's adapter, and the sources in a clone) is compiled on
// import here, as bin/a34-verify.mjs does; installed, the compiled host beside this file runs.
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const compiled = new URL('./worker-host.js', import.meta.url);
await import(existsSync(compiled) ? compiled.href : './worker-host.ts');

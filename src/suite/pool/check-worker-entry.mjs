// Entry of a check worker (tinypool loads it): the sources run through tsx in a clone, as bin/a34-verify.mjs
// does; installed, the compiled worker beside this file runs.
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const compiled = new URL('./check-worker.js', import.meta.url);
if (!existsSync(compiled)) register();
const { runCheckTask } = await import(existsSync(compiled) ? compiled.href : './check-worker.ts');
export default runCheckTask;

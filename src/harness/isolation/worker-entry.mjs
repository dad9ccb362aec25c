// Entry of an implementation worker: TypeScript is compiled on import here, as bin/a34-verify.mjs does.
import { register } from 'tsx/esm/api';

register();
await import('./worker-host.ts');

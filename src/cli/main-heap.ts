import { setFlagsFromString } from 'node:v8';
import { MAIN_MAX_SEMI_SPACE_MB } from '../harness/limits.js';

// Imported first by the CLI: before the heap grows, the main thread gets a small young generation (the workers get
// theirs through resourceLimits). V8's default lets it hold ~100 MB of garbage the checks made; GC cost is unchanged.
setFlagsFromString(`--max-semi-space-size=${MAIN_MAX_SEMI_SPACE_MB}`);

// The compiled CLI, built to dist/src/cli/main.js (`node dist/src/cli/main.js run`, `npm run harness`). Bundled,
// main.ts's code sits in a chunk it shares with the API, where its own import.meta.url never names the script.
import { main } from './main.js';
import { runAsScript } from './run-as-script.js';

export { main };

await runAsScript(import.meta.url, main);

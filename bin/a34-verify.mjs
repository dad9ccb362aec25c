#!/usr/bin/env node
// The installed package runs its compiled code; a clone (sources present, maybe no build) runs the sources through tsx.
import { existsSync } from 'node:fs';

const fromSources = existsSync(new URL('../src/cli/main.ts', import.meta.url));
if (fromSources) (await import('tsx/esm/api')).register();
const { main } = await import(fromSources ? '../src/cli/main.ts' : '../dist/src/cli/main.js');
const code = await main(process.argv.slice(2));
process.exitCode = code;
// Exit even if an adapter left a handle open; unref'd, so a clean exit is never delayed.
setTimeout(() => process.exit(code), 1_000).unref();

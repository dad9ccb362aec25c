#!/usr/bin/env node
// Runs the TypeScript CLI from a clone without a build step: tsx compiles on import.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
const code = await main(process.argv.slice(2));
process.exitCode = code;
// Exit even if an adapter left a handle open; unref'd, so a clean exit is never delayed.
setTimeout(() => process.exit(code), 1_000).unref();

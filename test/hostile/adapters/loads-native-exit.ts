import { hostile } from './_base.js';

// Loads a native library (one that could call exit(0) where no thread can stop it).
export const adapter = hostile('loads-native-exit', (real) => ({
  runRequest: async (input, ports) => {
    try {
      process.dlopen({ exports: {} }, '/tmp/a34-exit0.node');
    } catch {}
    return real.runRequest(input, ports);
  },
}));

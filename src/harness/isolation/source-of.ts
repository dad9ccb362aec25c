import type { A34Adapter } from '../adapter.js';
import type { SystemSource } from '../system-under-test.js';
import { inProcess } from './in-process.js';

/** An implementation as callers name it: an adapter (run in this thread) or a source of systems behind a boundary. */
export type Implementation = A34Adapter | SystemSource;

/** The source of systems for an implementation; an adapter runs in process. */
export const sourceOf = (implementation: Implementation): SystemSource =>
  'boundary' in implementation ? implementation : inProcess(implementation);

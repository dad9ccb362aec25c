import { createHash } from 'node:crypto';
import type { ModelRequest, ToolDescriptor } from '../model/index.js';
import { readSurface } from '../parity/read-surface.js';

/** Execution facts about what was prepared. It records; it never authorizes. */
export interface RequestSeal {
  readonly requestId: string;
  readonly toolCount: number;
  readonly toolsDigest: string;
  readonly messagesDigest: string;
  readonly preparedTools: readonly ToolDescriptor[] | undefined;
}

const digest = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(value) ?? '')
    .digest('hex');

export function sealRequest(request: ModelRequest): RequestSeal {
  const read = readSurface(request.tools);
  const preparedTools = read.ok ? read.tools : undefined;
  return {
    requestId: request.identity.requestId,
    toolCount: preparedTools?.length ?? -1,
    toolsDigest: preparedTools ? digest(preparedTools) : 'unreadable',
    messagesDigest: digest(request.messages),
    preparedTools,
  };
}

import { writeSync } from 'node:fs';
import v8 from 'node:v8';

/** The gate's call ids, read the way any code in the process can: by listening on the process's own channel. */
export function callIds(): () => number {
  let last = 0;
  process.on('message', (m: { id?: unknown }) => {
    if (typeof m?.id === 'number') last = m.id;
  });
  return () => last;
}

/** Writes one message straight to the channel's descriptor (fd 3), framed as Node frames it, past the host's send. */
export function writeFrame(message: unknown): void {
  const body = v8.serialize(message);
  const bytes = Buffer.concat([
    Buffer.from([body.length >> 24, body.length >> 16, body.length >> 8, body.length]),
    body,
  ]);
  // The descriptor is non-blocking: the whole frame is written, retrying, so the stream stays framed.
  for (let done = 0; done < bytes.length; ) {
    try {
      done += writeSync(3, bytes, done, bytes.length - done);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EAGAIN') throw error;
    }
  }
}

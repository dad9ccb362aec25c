import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCK = fileURLToPath(new URL('../../src/harness/isolation/lock-channel.ts', import.meta.url));

// In a process of its own: the lock freezes prototypes for good, and vitest's workers share theirs between files.
const PROBE = `
import v8 from 'node:v8';
import { lockChannel } from ${JSON.stringify(LOCK)};
lockChannel();
const tries = {
  'v8.Serializer writeValue': () => { v8.Serializer.prototype.writeValue = () => true; },
  'v8.DefaultSerializer writeValue': () => { v8.DefaultSerializer.prototype.writeValue = () => true; },
  'v8.DefaultDeserializer readValue': () => { v8.DefaultDeserializer.prototype.readValue = () => 1; },
  'Buffer.prototype.set shadow': () => Object.defineProperty(Buffer.prototype, 'set', { value() {} }),
  'Uint8Array.prototype.set shadow': () => Object.defineProperty(Uint8Array.prototype, 'set', { value() {} }),
  'TypedArray set': () => { Object.getPrototypeOf(Uint8Array.prototype).set = () => undefined; },
  'WriteWrap buffer setter': () => {
    const request = process.binding('stream_wrap').WriteWrap.prototype;
    Object.defineProperty(request, 'buffer', { set() {} });
  },
  'Pipe writeBuffer': () => {
    const pipe = process.binding('pipe_wrap').Pipe.prototype;
    Object.defineProperty(pipe, 'writeBuffer', { value() {} });
  },
};
const took = Object.entries(tries).filter(([, attempt]) => { try { attempt(); return true; } catch { return false; } });
const copy = Buffer.alloc(4);
copy.set([1, 2, 3, 4]);
const roundTrip = v8.deserialize(v8.serialize({ a: [1, 'x'] }));
const request = new (process.binding('stream_wrap').WriteWrap)();
request.buffer = copy;
const plain = Object.getOwnPropertyDescriptor(request, 'buffer')?.value === copy;
console.log(JSON.stringify({ took: took.map(([name]) => name), copy: [...copy], roundTrip, plain }));
`;

describe('lockChannel', () => {
  it("leaves no patch or shadow of the serialisers, set, writeBuffer or a request's buffer taking, and all still work", () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ took: [], copy: [1, 2, 3, 4], roundTrip: { a: [1, 'x'] }, plain: true });
  });
});

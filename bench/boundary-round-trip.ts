// Round trip of one implementation call across the boundary: `recover([], [])` on the reference, N times.
const root = process.argv[2] ?? new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const { ImplementationWorker } = await import(`${root}/src/harness/isolation/implementation-worker.ts`);
const { referenceRef } = await import(`${root}/src/harness/isolation/reference-ref.ts`);
const t0 = performance.now();
const w = new ImplementationWorker(referenceRef());
await w.ready;
await w.call({ op: 'create', system: 1 }, 'createSystem', 30_000);
const boot = performance.now() - t0;
const N = 500;
for (let i = 0; i < 50; i++) await w.call({ op: 'recover', system: 1, receipts: [], stored: [] }, 'recover', 30_000);
const t1 = performance.now();
for (let i = 0; i < N; i++) await w.call({ op: 'recover', system: 1, receipts: [], stored: [] }, 'recover', 30_000);
const per = (performance.now() - t1) / N;
console.log(JSON.stringify({ root, bootMs: Math.round(boot), roundTripMs: Number(per.toFixed(3)) }));
w.end(() => new Error('done'));
process.exit(0);

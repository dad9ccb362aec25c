import { createToolGuard } from '../src/guard/create-guard.js';
import { checkBytes } from '../src/guard/fetch/final-check.js';
import { PROVIDER_PROFILE } from '../src/guard/profiles/provider-rules.js';
import { encoders } from '../src/reference/wire/encoder.js';
import { toolList } from './data.js';
import { mdTable, ms, times, verdict } from './markdown.js';
import { collect, type GroupResult, type MeasureOptions, measureAsync, measureGroup, NOISE_CHECK } from './measure.js';

/** Issue 29's cost targets for a34-verify/guard. */
export const GUARD_TARGETS = { finalCheckRatio: 2, atTools: 100, baselinesKept: 200 } as const;

const FINAL = 'final check of a string body: parse, read and compare (checkBytes)';
const FINAL_BYTES = 'final check of a byte body: decode, parse, read and compare (checkBytes)';
const DECODE_PARSE = 'decode the bytes and JSON.parse (the floor of a byte body)';
const WRAPPED = 'guard.fetch around a no-op fetch (whole wrapper, async)';
const EARLY = 'early check: guard.check(list)';

export interface GuardRow extends GroupResult {
  readonly tools: number;
  readonly bodyBytes: number;
  /** The whole wrapper, hand-timed (it is async): ms and ratio to the same floor. */
  readonly wrapped: { readonly ms: number; readonly ratio: number };
}
export interface EarlyRow extends GroupResult {
  readonly tools: number;
}
export interface GuardMemory {
  readonly tools: number;
  readonly guards: number;
  /** Heap retained per guard (its deep frozen baseline and closures), bytes. */
  readonly bytesPerBaseline: number;
  /** The list's JSON, for scale. */
  readonly listJsonBytes: number;
}
export interface GuardBench {
  readonly final: GuardRow[];
  readonly early: EarlyRow[];
  readonly memory: GuardMemory;
}

const URL = 'https://api.openai.com/v1/chat/completions';

/** A Chat Completions body as a runtime sends it: a short conversation and the reference encoder's tools. */
function requestBody(count: number): string {
  const tools = toolList(count);
  const messages = [
    { role: 'system', content: 'You answer questions about exchange-traded funds.' },
    { role: 'user', content: 'Which bond funds have a fee under 0.2 %?' },
  ];
  return JSON.stringify({ model: 'gpt-4.1', messages, ...encoders['openai-chat'].encode(tools).body });
}

/** The final check per request (sync, and the whole async wrapper) against one JSON.parse of the same body. */
async function benchFinal(sizes: readonly number[], options: MeasureOptions): Promise<GuardRow[]> {
  const rows: GuardRow[] = [];
  for (const size of sizes) {
    const tools = toolList(size);
    const text = requestBody(size);
    const bytes = new TextEncoder().encode(text);
    const guard = createToolGuard({ tools });
    const input = { provider: 'openai-chat' as const, expected: guard.expected, rules: PROVIDER_PROFILE.rules };
    if (checkBytes(input, bytes).length > 0 || checkBytes(input, text).length > 0)
      throw new Error(`bench: the guard refused an unchanged ${size}-tool body`);
    const floor = { name: 'floor', fn: () => JSON.parse(text) };
    const decoder = new TextDecoder('utf-8', { fatal: true });
    // The four frameworks and the official SDKs send a string (JSON.stringify); a byte body is read too.
    const group = await measureGroup(
      floor,
      [
        { name: FINAL, fn: () => checkBytes(input, text) },
        { name: DECODE_PARSE, fn: () => JSON.parse(decoder.decode(bytes)) },
        { name: FINAL_BYTES, fn: () => checkBytes(input, bytes) },
      ],
      options,
    );
    const send = guard.fetch(async () => new Response(null, { status: 204 }));
    const wrapped = await measureAsync(
      () => JSON.parse(text),
      () => send(URL, { method: 'POST', body: text }),
      { rounds: options.rounds, iterations: 20 },
    );
    rows.push({ tools: size, bodyBytes: bytes.length, ...group, wrapped: { ms: wrapped.ms, ratio: wrapped.ratio } });
  }
  return rows;
}

/** The early check at a seam against one structuredClone of the list it reads. */
async function benchEarly(sizes: readonly number[], options: MeasureOptions): Promise<EarlyRow[]> {
  const rows: EarlyRow[] = [];
  for (const size of sizes) {
    const tools = toolList(size);
    const guard = createToolGuard({ tools });
    // The request's own copy, as exposeTools gives it: equal, sharing nothing with the baseline.
    const live = structuredClone(tools);
    if (guard.check(live).length > 0) throw new Error(`bench: the early check refused an unchanged ${size}-tool list`);
    const floor = { name: 'floor', fn: () => structuredClone(live) };
    rows.push({ tools: size, ...(await measureGroup(floor, [{ name: EARLY, fn: () => guard.check(live) }], options)) });
  }
  return rows;
}

/** Heap retained by one guard per turn: `count` guards kept alive at once, on a collected heap before and after. */
function benchMemory(size: number, count: number): GuardMemory {
  const tools = toolList(size);
  collect();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: count }, () => createToolGuard({ tools }));
  collect();
  const after = process.memoryUsage().heapUsed;
  if (kept.length !== count) throw new Error('bench: guards were not kept');
  return {
    tools: size,
    guards: count,
    bytesPerBaseline: Math.round((after - before) / count),
    listJsonBytes: JSON.stringify(tools).length,
  };
}

/** Every guard row: final check at 20 / 100 / 1,000 tools, early check, memory of one baseline at 100 tools. */
export async function benchGuard(options: MeasureOptions): Promise<GuardBench> {
  const sizes = [20, GUARD_TARGETS.atTools, 1_000];
  return {
    final: await benchFinal(sizes, options),
    early: await benchEarly(sizes, options),
    memory: benchMemory(GUARD_TARGETS.atTools, GUARD_TARGETS.baselinesKept),
  };
}

const ratioOf = (g: GroupResult, name: string): number => g.contenders[name]?.ratio ?? Number.NaN;

/** The guard's section of the bench report: two tables and the memory line. */
export function guardTables(result: GuardBench): string {
  const target = result.final.find((r) => r.tools === GUARD_TARGETS.atTools);
  const targetCell = (ratio: number | undefined): string =>
    ratio === undefined ? '—' : `${verdict(ratio <= GUARD_TARGETS.finalCheckRatio)}`;
  const final = mdTable(
    ['per request', ...result.final.map((r) => `${r.tools} tools (${(r.bodyBytes / 1024).toFixed(0)} KiB)`)],
    [
      ['one JSON.parse of the body (floor)', ...result.final.map((r) => `1× = ${ms(r.floorMs)}`)],
      [NOISE_CHECK, ...result.final.map((r) => times(ratioOf(r, NOISE_CHECK)))],
      [FINAL, ...result.final.map((r) => times(ratioOf(r, FINAL)))],
      [DECODE_PARSE, ...result.final.map((r) => times(ratioOf(r, DECODE_PARSE)))],
      [FINAL_BYTES, ...result.final.map((r) => times(ratioOf(r, FINAL_BYTES)))],
      [WRAPPED, ...result.final.map((r) => times(r.wrapped.ratio))],
    ],
  );
  const early = mdTable(
    ['at a seam', ...result.early.map((r) => `${r.tools} tools`)],
    [
      ['one structuredClone of the list (floor)', ...result.early.map((r) => `1× = ${ms(r.floorMs)}`)],
      [NOISE_CHECK, ...result.early.map((r) => times(ratioOf(r, NOISE_CHECK)))],
      [EARLY, ...result.early.map((r) => times(ratioOf(r, EARLY)))],
    ],
  );
  const m = result.memory;
  return [
    `Final check, ratio to one JSON.parse of the same body; target ≤${GUARD_TARGETS.finalCheckRatio}× at ${GUARD_TARGETS.atTools} tools: string body ${target ? `${times(ratioOf(target, FINAL))} ${targetCell(ratioOf(target, FINAL))}` : '—'}, byte body ${target ? `${times(ratioOf(target, FINAL_BYTES))} ${targetCell(ratioOf(target, FINAL_BYTES))}` : '—'} (decoding alone costs about one parse: ${target ? times(ratioOf(target, DECODE_PARSE)) : '—'} for decode and parse), whole wrapper ${target ? `${times(target.wrapped.ratio)} ${targetCell(target.wrapped.ratio)}` : '—'}.`,
    final,
    'Early check, ratio to one structuredClone of the list:',
    early,
    `Memory: one baseline per turn retains ${(m.bytesPerBaseline / 1024).toFixed(1)} KiB at ${m.tools} tools (${m.guards} guards kept at once; the list's JSON is ${(m.listJsonBytes / 1024).toFixed(1)} KiB).`,
  ].join('\n\n');
}

import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { aiSdkToolOrder, type ToolDescriptor } from '../../src/guard/index.js';
import { TOOL_ORDER_FAULTS, type ToolOrderFn, toolOrderCase } from './tool-order-cases.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));

type TurnOutcome =
  | { readonly kind: 'sent'; readonly names: string[] }
  | { readonly kind: 'refused'; readonly code: string };

/** The lane's real ai 7 turn (frameworks/node22/targets/ai-sdk-tool-order-wire.ts). */
interface Wire {
  toolsNamed(names: readonly string[]): ToolDescriptor[];
  toolOrderTurn(
    tools: readonly ToolDescriptor[],
    toolOrder: readonly string[] | undefined,
    admitted?: readonly ToolDescriptor[],
  ): Promise<TurnOutcome>;
}

const same = (a: readonly string[], b: readonly string[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/** `order` predicts the names ai 7's real `generateText` sends, for any record order and partial `toolOrder`. */
const predictsWire = (wire: Wire, order: ToolOrderFn) =>
  fc.asyncProperty(toolOrderCase, async ({ names, toolOrder }) => {
    const tools = wire.toolsNamed(names);
    const sent = await wire.toolOrderTurn(tools, toolOrder);
    const predicted = order(tools, toolOrder).map((t) => t.name);
    if (sent.kind !== 'sent' || !same(sent.names, predicted))
      throw new Error(`predicted ${JSON.stringify(predicted)}, ai sent ${JSON.stringify(sent)}`);
  });

/**
 * A guard built with the helper lets the turn go; one built from the record's order refuses it exactly when ai
 * reorders, and says so with the code it names. `refusedWithout` counts those, so the check is seen not to be vacuous.
 */
const guardNeedsHelper = (wire: Wire, refusedWithout: Map<string, number>) =>
  fc.asyncProperty(toolOrderCase, async ({ names, toolOrder }) => {
    const tools = wire.toolsNamed(names);
    const withHelper = await wire.toolOrderTurn(tools, toolOrder, aiSdkToolOrder(tools, toolOrder));
    if (withHelper.kind !== 'sent') throw new Error(`the guard built with aiSdkToolOrder refused: ${withHelper.code}`);
    const without = await wire.toolOrderTurn(tools, toolOrder, tools);
    if (same(withHelper.names, names) !== (without.kind === 'sent'))
      throw new Error(
        `ai sent ${JSON.stringify(withHelper.names)}; the record-order guard: ${JSON.stringify(without)}`,
      );
    if (without.kind === 'refused') refusedWithout.set(without.code, (refusedWithout.get(without.code) ?? 0) + 1);
  });

/** Runs the checks on a lane's real ai; resolves to the exit code. */
export async function runToolOrderCheck(lane: string, runs: number, seed: number, log: (line: string) => void) {
  const url = pathToFileURL(resolve(HERE, `../${lane}/targets/ai-sdk-tool-order-wire.ts`)).href;
  const wire = (await import(url)) as Wire;
  let failed = 0;
  const helper = await fc.check(predictsWire(wire, aiSdkToolOrder), { numRuns: runs, seed });
  log(
    `aiSdkToolOrder predicts ai's wire order: ${helper.failed ? `FAILED: ${String(helper.errorInstance)}` : `${helper.numRuns} runs, ok`}`,
  );
  if (helper.failed) failed++;
  for (const [fault, order] of Object.entries(TOOL_ORDER_FAULTS)) {
    const r = await fc.check(predictsWire(wire, order), { numRuns: runs, seed });
    log(
      `faulty ${fault}: ${r.failed ? `rejected after ${r.numRuns} runs, ${JSON.stringify(r.counterexample?.[0])}` : 'NOT REJECTED'}`,
    );
    if (!r.failed) failed++;
  }
  const refused = new Map<string, number>();
  const guard = await fc.check(guardNeedsHelper(wire, refused), { numRuns: runs, seed });
  const total = [...refused.values()].reduce((a, b) => a + b, 0);
  log(
    `guard with aiSdkToolOrder passes, without it refuses when ai reorders: ${guard.failed ? `FAILED: ${String(guard.errorInstance)}` : `${guard.numRuns} runs, ok; refused without the helper ${total} (${JSON.stringify(Object.fromEntries(refused))})`}`,
  );
  if (guard.failed || total === 0) failed++;
  log(`tool-order check ${lane}: ${failed === 0 ? 'passed' : `${failed} failed`}`);
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { lane: { type: 'string' }, runs: { type: 'string' }, seed: { type: 'string' } },
  });
  if (values.lane !== 'node22') {
    process.stderr.write('tool-order check: --lane node22 is required (ai 7 has toolOrder)\n');
    process.exit(2);
  }
  const code = await runToolOrderCheck(values.lane, Number(values.runs ?? 200), Number(values.seed ?? 1341), (line) =>
    process.stdout.write(`${line}\n`),
  );
  process.exit(code);
}

import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { GuardRejection } from '../../src/guard/index.js';
import { captureFetch } from '../../src/frameworks/capture.js';
import type { GuardExample } from './guard-example.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** What one run of an example did: the turn's settlements, the requests that reached the provider, a throw. */
interface ExampleRun {
  readonly rejections: GuardRejection[];
  readonly sent: number;
  readonly threw: boolean;
}

async function runOnce(example: GuardExample, changed: boolean): Promise<ExampleRun> {
  const capture = captureFetch();
  const rejections: GuardRejection[] = [];
  let threw = false;
  try {
    await example.run(capture.fetch, (r) => rejections.push(r), changed);
  } catch {
    threw = true;
  }
  return { rejections, sent: capture.requests.filter((r) => r.provider === example.provider).length, threw };
}

/** A refusal as the docs promise it: settled once, nothing sent, the call failed, the first finding in tool 0. */
function refusedProblem(run: ExampleRun, toolName: string): string | undefined {
  const first = run.rejections[0]?.report.findings[0];
  if (run.rejections.length !== 1) return `settled ${run.rejections.length} times, not once`;
  if (run.sent !== 0) return `${run.sent} request(s) reached the provider`;
  if (!run.threw) return 'the call returned although the guard refused';
  if (first?.tool !== toolName || !first.path.startsWith('$[0]'))
    return `the refusal names ${first?.tool ?? 'nothing'} at ${first?.path ?? 'nowhere'}`;
  return undefined;
}

/** Runs every guard example of a lane: unchanged as expected, changed refused. Resolves to the exit code. */
export async function runGuardExamples(lane: string, log: (line: string) => void): Promise<number> {
  const url = pathToFileURL(resolve(HERE, `../${lane}/examples/index.ts`)).href;
  const { guardExamples } = (await import(url)) as { guardExamples: GuardExample[] };
  let failed = 0;
  for (const example of guardExamples) {
    const unchanged = await runOnce(example, false);
    const name = example.tools[0]?.name ?? '';
    const plain =
      example.unchanged === 'sent'
        ? unchanged.rejections.length === 0 && unchanged.sent === 1 && !unchanged.threw
          ? undefined
          : `expected one request and no refusal; got ${unchanged.sent} sent, ${unchanged.rejections.length} refusals (${unchanged.rejections[0]?.reason ?? ''})`
        : refusedProblem(unchanged, name);
    const changed = await runOnce(example, true);
    // The Agents SDK example changes the name itself: the refusal names the admitted one.
    const changedProblem = refusedProblem(
      changed,
      changed.rejections[0]?.report.findings[0]?.tool === 'get-weather' ? 'get-weather' : name,
    );
    for (const [what, problem] of [
      [`unchanged list ${example.unchanged}`, plain],
      ['changed list refused before dispatch', changedProblem],
    ] as const) {
      log(`${example.id}: ${what}: ${problem === undefined ? 'ok' : `FAILED: ${problem}`}`);
      if (problem !== undefined) failed++;
    }
  }
  log(`guard examples ${lane}: ${guardExamples.length * 2 - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { lane: { type: 'string' } } });
  if (values.lane !== 'node20' && values.lane !== 'node22') {
    process.stderr.write('guard examples: --lane node20|node22 is required\n');
    process.exit(2);
  }
  const code = await runGuardExamples(values.lane, (line) => process.stdout.write(`${line}\n`));
  process.exit(code);
}

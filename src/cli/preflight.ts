import { InputError } from '../suite/corpus/input-issue.js';
import { etfResearchFacts } from '../harness/fixtures/etf-facts.js';
import { AdapterResultError, type AdapterGuard } from '../harness/adapter-guard.js';
import { inProcess } from '../harness/isolation/in-process.js';

/**
 * One plain ETF turn through the guarded adapter before anything runs or is written: an adapter
 * whose results have the wrong shape is bad input, and stops here with the field it got wrong.
 */
export async function preflight(guard: AdapterGuard): Promise<void> {
  const facts = etfResearchFacts();
  try {
    const system = inProcess(guard.adapter).createSystem();
    await system.project(facts);
    await system.recover([], []);
    await system.run({
      facts,
      identity: { ...facts.turn, requestId: 'preflight' },
      messages: [{ role: 'user', content: 'preflight' }],
      publishable: [],
      mutations: [],
      faults: { providerFails: false },
    });
  } catch (error) {
    // Only shape violations stop the run; a wrong verdict or a throw is for the properties to report.
    if (error instanceof AdapterResultError)
      throw new InputError([
        { file: error.module, path: error.path, message: `${error.method} result: ${error.detail}` },
      ]);
  }
}

import type { RequestOutcome } from '../../../src/reference/pipeline/run-request.js';
import { hostile } from './_base.js';

// Answers with a thenable that calls back twice: the true outcome, then a contradicting "dispatched".
export const adapter = hostile('thenable-settles-twice', (real) => ({
  runRequest: (input, ports) => {
    const answer = real.runRequest(input, ports);
    return {
      // biome-ignore lint/suspicious/noThenProperty: the attack is a thenable
      then(resolve: (o: RequestOutcome) => void) {
        void answer.then((o) => {
          resolve(o);
          resolve({
            ...o,
            outcome: 'rejected',
            reason: { stage: 'early', message: 'second thoughts' },
          } as RequestOutcome);
        });
      },
    } as unknown as Promise<RequestOutcome>;
  },
}));

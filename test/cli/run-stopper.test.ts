import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopReasonOf } from '../../src/harness/abort.js';
import { runStopper } from '../../src/cli/run-stopper.js';

describe(runStopper.name, () => {
  afterEach(() => vi.restoreAllMocks());

  it('aborts with reason budget once the budget is spent', async () => {
    const said: string[] = [];
    const stopper = runStopper(20, (l) => said.push(l));
    await new Promise((resolve) => stopper.signal.addEventListener('abort', resolve));
    stopper.dispose();
    expect(stopReasonOf(stopper.signal)).toEqual({ reason: 'budget' });
    expect(said[0]).toMatch(/time budget of 20 ms spent/);
  });

  it('aborts on the first SIGTERM, exits at once (143) on the second, and lets go of both signals on dispose', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const before = process.listenerCount('SIGTERM');
    const beforeInt = process.listenerCount('SIGINT');
    const stopper = runStopper(60_000, () => undefined);
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    process.emit('SIGTERM');
    expect(stopReasonOf(stopper.signal)).toEqual({ reason: 'signal', signal: 'SIGTERM' });
    expect(exit).not.toHaveBeenCalled();
    process.emit('SIGINT');
    expect(exit).toHaveBeenCalledWith(130);
    stopper.dispose();
    expect(process.listenerCount('SIGTERM')).toBe(before);
    expect(process.listenerCount('SIGINT')).toBe(beforeInt);
  });
});

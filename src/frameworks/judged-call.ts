import type { WireEntry } from '../guard/wire/read-body.js';
import { type Finding, requestFinding } from './finding.js';
import { judgeWire } from './judge.js';
import type { Case } from './properties.js';
import { callOnce, withSession, type CallOutcome } from './run-case.js';
import type { FrameworkTarget, SessionOptions } from './target.js';

/** A request-level finding of a list property: the call threw or sent nothing to judge. */
export const listFinding = (change: 'errored' | 'missing', reason: string): Finding => requestFinding(change, reason);

/** Findings of one outcome; a throw is a finding unless `loud` says it is an acceptable loud refusal. */
export function judged(
  target: FrameworkTarget,
  c: Case,
  outcome: CallOutcome | { openFailed: string },
  names: Record<string, string> | undefined,
  loud: (message: string) => boolean,
): Finding[] {
  const wire = (entries: readonly WireEntry[]): Finding[] =>
    judgeWire(
      { provider: target.provider, expected: c.tools, entries, ...(names === undefined ? {} : { names }) },
      target.guarded?.profiles ?? target.profiles ?? [],
    );
  if ('openFailed' in outcome)
    return loud(outcome.openFailed) ? [] : [listFinding('errored', `building the tools threw: ${outcome.openFailed}`)];
  if (outcome.kind === 'refused') return [];
  if (outcome.kind === 'threw') {
    // A body that went out before the refusal is still judged: a provider 400 does not excuse a silent reorder.
    const refusal = loud(outcome.message) ? [] : [listFinding('errored', `the call threw: ${outcome.message}`)];
    return [...refusal, ...(outcome.entries === undefined ? [] : wire(outcome.entries))];
  }
  if (outcome.kind === 'no-request')
    return [listFinding('missing', `no ${target.provider} request; saw ${outcome.urls.join(', ') || 'nothing'}`)];
  return wire(outcome.entries);
}

/** One call of `target` on `c`: its outcome and the framework's declared name table. */
export async function outcomeOf(
  target: FrameworkTarget,
  c: Case,
  options: SessionOptions = {},
): Promise<{ outcome: CallOutcome | { openFailed: string }; names: Record<string, string> | undefined }> {
  let names: Record<string, string> | undefined;
  const outcome = await withSession(
    target,
    c.tools,
    c.pageSize === undefined ? options : { ...options, pageSize: c.pageSize },
    async (session) => {
      const result = await callOnce(target, session);
      names = session.names?.();
      return result;
    },
  );
  return { outcome, names };
}

import { readBody } from '../guard/wire/read-body.js';
import { listedTool, toolList } from './arbitraries.js';
import { captureFetch } from './capture.js';
import { withDeadline } from './deadline.js';
import { finding, type Finding } from './finding.js';
import { judgeWire } from './judge.js';
import type { FrameworkProperty } from './properties.js';
import { CALL_MS, withSession } from './run-case.js';

const missing = (reason: string): Finding =>
  finding({
    field: 'request',
    change: 'missing',
    keyword: 'step-2',
    toolIndex: 0,
    tool: '',
    path: '$',
    expected: '<absent>',
    actual: '<absent>',
    reason,
  });

/**
 * The second step of an agent loop: the canned reply to the first request calls the first tool, the
 * framework runs it and asks again; that second request must carry the same list, judged like the first.
 * Opt-in (`loop: true`): the user's call must allow two steps.
 */
export const agentLoopProperty: FrameworkProperty = {
  id: 'agent-loop',
  title: "after a tool call, the loop's second request carries the same tools, whole",
  kills: 'a framework that rebuilds, narrows or rewrites the tool list between the steps of one turn',
  appliesTo: (t) => t.via === 'tools',
  arbitrary: (t) => toolList(listedTool(t.provider), 3).map((tools) => ({ tools, pageSize: undefined })),
  async check(t, c) {
    const outcome = await withSession(t, c.tools, undefined, async (session) => {
      const capture = captureFetch({ toolCallFirst: true });
      const error = await withDeadline(CALL_MS, 'the agent loop', session.call(capture.fetch)).then(
        () => undefined,
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      );
      return { requests: capture.requests.filter((r) => r.provider === t.provider), error, names: session.names?.() };
    });
    if ('openFailed' in outcome) return [missing(`building the tools threw: ${outcome.openFailed}`)];
    const second = outcome.requests[1];
    if (second === undefined) {
      const why = outcome.error === undefined ? 'the call ended' : `the call threw: ${outcome.error}`;
      return [missing(`no second request after the canned tool call (${why}); does your call allow two steps?`)];
    }
    const entries = readBody(t.provider, second.body);
    const names = outcome.names;
    return judgeWire(
      { provider: t.provider, expected: c.tools, entries, ...(names === undefined ? {} : { names }) },
      t.profiles,
    ).map((f) => ({ ...f, reason: `step 2: ${f.reason}` }));
  },
};

import { caseTool, toolList } from './arbitraries.js';
import { judged, listFinding, outcomeOf } from './judged-call.js';
import { explainRefusal } from './explain-refusal.js';
import type { FrameworkProperty } from './properties.js';

const never = (): boolean => false;

/**
 * The streaming call carries the same list as the plain one: one call through the framework's streaming API,
 * judged against the accepted encodings as wire-fidelity judges. A streaming call that sent a plain request
 * checked nothing, so it is a finding (`request.missing`), never a pass. On a guarded target the guard must refuse
 * a streaming request as it refuses a plain one, before it leaves.
 */
export const streamingFidelityProperty: FrameworkProperty = {
  id: 'streaming-fidelity',
  title: "the framework's streaming call sends a streaming request carrying the full list, as the plain call must",
  kills: 'a framework whose streaming path builds the tool list differently from its plain call, or never streams',
  appliesTo: (t) => t.via === 'tools' && t.streams === true,
  arbitrary: (t) => toolList(caseTool(t), 3).map((tools) => ({ tools, pageSize: undefined })),
  async check(t, c) {
    const { outcome, names } = await outcomeOf(t, c, { stream: true });
    // A guarded target's refusal is judged as wire-fidelity judges it, against the unguarded streaming call.
    if (!('openFailed' in outcome) && outcome.kind === 'refused')
      return explainRefusal(t, c, outcome, never, { stream: true });
    const findings = judged(t, c, outcome, names, never);
    const plain =
      !('openFailed' in outcome) && outcome.kind === 'sent' && !outcome.stream
        ? [listFinding('missing', `the streaming call sent a plain ${t.provider} request: no stream was asked for`)]
        : [];
    return [...findings, ...plain];
  },
};

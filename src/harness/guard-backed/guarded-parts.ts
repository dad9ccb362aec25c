import { assembleToolGuard, type ToolGuard } from '../../guard/create-guard.js';
import { ToolListRefusedError } from '../../guard/refusal.js';
import type { ModelRequest, ParityDifference, RequestIdentity, ToolDescriptor } from '../../reference/model/index.js';
import { compareSurfaces } from '../../reference/parity/compare.js';
import { unreadableVerdict } from '../../reference/parity/check.js';
import { readSurface } from '../../reference/parity/read-surface.js';
import type { ParityCheck, PipelineParts } from '../../reference/pipeline/parts.js';
import type { RequestLedgerPort } from '../../reference/ports/ledger.js';
import { wireFromBytes } from '../../reference/wire/codec.js';
import type { Provider } from '../../reference/wire/encoder.js';
import { createNameMap } from '../../reference/wire/names.js';
import type { GuardKit } from './kit.js';
import { lenientEncoder } from './lenient-encoder.js';
import { refusalDifference } from './refusal-difference.js';
import { unsentFieldsVerdict } from './unsent-fields.js';

/** Where each provider's model requests go: the guard tells them from any other request by these paths. */
const PROVIDER_URLS: Readonly<Record<Provider, string>> = {
  'openai-chat': 'https://api.openai.com/v1/chat/completions',
  'openai-responses': 'https://api.openai.com/v1/responses',
  anthropic: 'https://api.anthropic.com/v1/messages',
  gemini: 'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
};

/** The request's list as a data property; an accessor on `request.tools` is a lie like any other. */
function toolsSlot(request: ModelRequest): { readonly ok: true; readonly list: unknown } | ParityCheck {
  const slot = Object.getOwnPropertyDescriptor(request, 'tools');
  if (slot === undefined || !('value' in slot))
    return {
      verdict: unreadableVerdict({ ok: false, path: '$', reason: 'request.tools is an accessor, not a list' }),
      snapshot: undefined,
    };
  return { ok: true, list: slot.value };
}

/**
 * What a refusal at the wire reports: the guard decided, but its findings pair tools by name and put list-level
 * changes first, where A34-SPEC §6 asks for the first difference in walk order; the walk over the two lists the
 * bytes were made from words it. The guard's own first finding stands when the walk finds the lists equal.
 */
function firstDifference(
  refusal: ToolListRefusedError,
  lists: { readonly expected: readonly ToolDescriptor[]; readonly snapshot: readonly ToolDescriptor[] } | undefined,
): ParityDifference {
  const walked = lists === undefined ? undefined : compareSurfaces(lists.expected, lists.snapshot);
  return walked !== undefined && !walked.equal ? walked.difference : refusalDifference(refusal);
}

const bodyText = (body: RequestInit['body']): string =>
  typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array);

/**
 * One request's pipeline with its parity steps replaced by a guard made of `kit`: early parity is `guard.check`, and
 * final parity is the guard's fetch around the provider call, on the bytes sent. The final step before it only
 * reads the list once as data (what cannot be read cannot be encoded) and holds the annotations, which have no wire
 * form, to the baseline. The guard settles its own refusals (its `onRejected`); every other rejection is settled
 * by `base`'s settlement.
 */
export function guardedParts(
  kit: GuardKit,
  base: PipelineParts,
  ledger: RequestLedgerPort,
  identity: RequestIdentity,
): PipelineParts {
  let guard: ToolGuard | undefined;
  // The two lists behind the bytes: a refusal at the wire is worded by the walk over them (A34-SPEC §6).
  let encoded:
    | { readonly expected: readonly ToolDescriptor[]; readonly snapshot: readonly ToolDescriptor[] }
    | undefined;
  const turnGuard = (): ToolGuard => {
    if (guard === undefined) throw new Error('the guard is made with the baseline, and none was taken');
    return guard;
  };
  const encoder = lenientEncoder(base.encoder);
  return {
    ...base,
    encoder,
    takeBaseline: (tools) => {
      guard = assembleToolGuard(kit, {
        tools,
        provider: encoder.provider,
        // The encoder's renaming, declared to the guard as a framework declares its own.
        names: createNameMap(tools.map((tool) => tool.name)).toRecord(),
        onRejected: kit.settle(ledger, identity),
      });
      return guard.baseline;
    },
    earlyParity: ({ expected, request }) => {
      const slot = toolsSlot(request);
      if (!('ok' in slot)) return slot;
      try {
        turnGuard().check(slot.list);
      } catch (error) {
        if (!(error instanceof ToolListRefusedError)) throw error;
        return { verdict: { equal: false, difference: refusalDifference(error) }, snapshot: undefined };
      }
      return { verdict: { equal: true }, snapshot: expected };
    },
    narrow: (baseline, admittedNames) => {
      const g = turnGuard();
      g.narrow(baseline.filter((tool) => admittedNames.has(tool.name)).map((tool) => tool.name));
      return g.expected;
    },
    finalParity: ({ expected, request }) => {
      const slot = toolsSlot(request);
      if (!('ok' in slot)) return slot;
      const read = readSurface(slot.list);
      if (!read.ok) return { verdict: unreadableVerdict(read), snapshot: undefined };
      encoded = { expected, snapshot: read.tools };
      return { verdict: unsentFieldsVerdict(expected, read.tools), snapshot: read.tools };
    },
    // A refusal was settled by the guard's onRejected; settling it here too would close the reservation twice.
    settleRejection: (l, id, reason) => {
      if (guard?.refusal === undefined) base.settleRejection(l, id, reason);
    },
    dispatch: async (ports, id, wire) => {
      // The provider port receives exactly the bytes the guard checked and forwarded.
      const inner = async (_input: unknown, init?: RequestInit): Promise<Response> => {
        ports.ledger.recordDispatched(id);
        await ports.provider.send(wireFromBytes(wire.provider, bodyText(init?.body), wire.names), id);
        return new Response(null, { status: 204 });
      };
      const body = wire.bytes ?? JSON.stringify(wire.body);
      try {
        await kit.wrapFetch(turnGuard(), inner as typeof fetch)(PROVIDER_URLS[wire.provider], { method: 'POST', body });
        return { sent: true };
      } catch (error) {
        if (error instanceof ToolListRefusedError)
          return {
            sent: false,
            refused: { stage: 'final', message: error.message, difference: firstDifference(error, encoded) },
          };
        ports.ledger.onProviderRequestFailure(id, { phase: 'provider_failed', reason: String(error) });
        return { sent: false, error: String(error) };
      }
    },
  };
}

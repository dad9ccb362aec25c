import type { ToolDescriptor } from '../../reference/model/index.js';
import type { Provider } from '../../reference/wire/encoder.js';
import type { ProfileRule } from '../profiles/rule.js';
import { compareWire } from '../wire/compare-wire.js';
import { requestFinding, type WireFinding } from '../wire/finding.js';
import { readBody } from '../wire/read-body.js';
import type { OutgoingBody } from './outgoing.js';

const unreadable = (reason: string): WireFinding => requestFinding('unreadable', reason);

/** What the final check needs besides the bytes. */
export interface FinalCheckInput {
  readonly provider: Provider;
  readonly expected: readonly ToolDescriptor[];
  readonly rules: readonly ProfileRule[];
  readonly names?: Readonly<Record<string, string>>;
}

/**
 * The final check on the bytes about to leave: decode, read the tools back to a logical list, compare with
 * the baseline. A body the guard cannot read is a finding: it fails closed. Declared changes are dropped.
 */
export function checkBytes(input: FinalCheckInput, bytes: OutgoingBody | undefined): WireFinding[] {
  if (bytes === undefined)
    return input.expected.length === 0 ? [] : [unreadable('a model request with no body carries no tools')];
  let body: unknown;
  try {
    body = JSON.parse(typeof bytes === 'string' ? bytes : new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    return [unreadable(`the body is not UTF-8 JSON: ${error instanceof Error ? error.message : String(error)}`)];
  }
  let entries: ReturnType<typeof readBody>;
  try {
    entries = readBody(input.provider, body);
  } catch (error) {
    return [unreadable(error instanceof Error ? error.message : String(error))];
  }
  const c = {
    provider: input.provider,
    expected: input.expected,
    entries,
    ...(input.names === undefined ? {} : { names: input.names }),
  };
  return compareWire(c, input.rules).filter((f) => f.acceptedBy === undefined);
}

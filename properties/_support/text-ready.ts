import type { AdmissionFacts } from '../../src/reference/model/index.js';
import { RESERVED_NAMES } from '../../generators/_internals/web-pair.js';

/** How the text of a text scenario's universe is spelled: composed or decomposed accents, a cut pair or U+FFFD. */
export interface TextSpelling {
  readonly decomposed: boolean;
  /** A description cut inside a surrogate pair (a lone high surrogate), else one holding U+FFFD from a bad decode. */
  readonly cut: boolean;
}

/**
 * The facts with every registry name and description carrying text that a near-collision change can strike: an
 * accent in each name (so a normalization rename is never a no-op) and an accent and an ill-formed or replaced
 * character in each description. A renamed tool is renamed wherever the facts name it, so admission is unchanged;
 * reserved names (the readback and clarify controls) keep theirs.
 */
export function textReady(facts: AdmissionFacts, spelling: TextSpelling): AdmissionFacts {
  const accent = spelling.decomposed ? 'e\u0301' : '\u00e9';
  // '📈' cut after its first code unit, as `text.slice(0, n)` leaves it.
  const oddity = spelling.cut ? ' trend \ud83d' : ' trend \ufffd';
  const suffix = ` r${accent}sum${accent}${oddity}`;
  const renamed = (name: string): string => (RESERVED_NAMES.has(name) ? name : `${name}_caf${accent}`);
  const listed = new Set(facts.registry.connections.flatMap((c) => c.tools.map((t) => t.name)));
  const rename = (name: string): string => (listed.has(name) ? renamed(name) : name);
  const connections = facts.registry.connections.map((c) => ({
    ...c,
    tools: c.tools.map((t) => ({ ...t, name: rename(t.name), description: t.description + suffix })),
  }));
  // Native controls' descriptions too, so a change aimed at one of them is not a no-op either; their names are reserved.
  const nativeControls = facts.nativeControls.map((c) => ({
    ...c,
    descriptor: { ...c.descriptor, description: c.descriptor.description + suffix },
  }));
  return {
    ...facts,
    registry: { ...facts.registry, connections },
    nativeControls,
    contract: facts.contract.map((row) => ({ ...row, toolName: rename(row.toolName) })),
    grant: { ...facts.grant, nonReadOnlyTools: facts.grant.nonReadOnlyTools.map(rename) },
    skills: facts.skills.map((s) => ({ ...s, methods: s.methods.map(rename) })),
    diagnostics: facts.diagnostics.map((d) => ({ ...d, toolName: rename(d.toolName) })),
  };
}

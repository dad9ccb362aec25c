import type fc from 'fast-check';
import type { Finding } from './judge/finding.js';
import type { SystemSource, SystemUnderTest } from './system-under-test.js';

export const PROPERTY_AREAS = ['projection', 'admission', 'parity', 'settlement', 'seal-entry-capacity'] as const;
export type PropertyArea = (typeof PROPERTY_AREAS)[number];

/** What a check may ask of the harness besides the system under test. */
export interface PropertyHarness {
  /** A new, unused instance of the same implementation: to tell state kept between turns from the contract. */
  freshSystem(): SystemUnderTest;
}

/** Harness services for one source of systems. */
export const harnessFor = (source: Pick<SystemSource, 'createSystem'>): PropertyHarness => ({
  freshSystem: () => source.createSystem(),
});

/** A contract rule as a property, defined once and run against any adapter. */
export interface PropertyDefinition<T = unknown> {
  /** Stable id, e.g. `parity.extension-mutation-rejected-early`. */
  readonly id: string;
  readonly area: PropertyArea;
  /** Where the rule stands, e.g. `A34-SPEC §5`. */
  readonly rule: string;
  readonly title: string;
  readonly arbitrary: fc.Arbitrary<T>;
  /** Throws a {@link PropertyViolation} when the system breaks the rule for this value. */
  check(system: SystemUnderTest, value: T, harness: PropertyHarness): Promise<void> | void;
  /** Ids of faulty variants this property exists to kill; the kill matrix verifies the claim. */
  readonly kills: readonly string[];
}

/** A broken rule, carried as the judge's typed finding: reports render it, nothing parses its message back. */
export class PropertyViolation extends Error {
  override readonly name = 'PropertyViolation';
  constructor(readonly finding: Finding) {
    super(finding.message);
  }
}

/** Asserts a condition inside a property check; `finding` says what broke when it does not hold. */
export function expectThat(condition: boolean, finding: Finding): asserts condition {
  if (!condition) throw new PropertyViolation(finding);
}

/** Throws the judge's first finding as the property's violation; returns when the judge found nothing. */
export function throwFirst(findings: readonly Finding[]): void {
  const [first] = findings;
  if (first !== undefined) throw new PropertyViolation(first);
}

/** Helps inference: `defineProperty({...})` keeps `T` tied to the arbitrary. */
export const defineProperty = <T>(definition: PropertyDefinition<T>): PropertyDefinition<T> => definition;

import type { WireFinding } from '../guard/wire/finding.js';
import { GUARD_KIT } from '../harness/guard-backed/kit.js';
import { parsePath } from '../harness/json-path.js';
import { defineGuardFault, swapGuardStep } from './_internals/define-guard-fault.js';

/** A rule written as a predicate, not a bounded AcceptRule: any difference under `properties` counts as declared. */
const underProperties = (f: WireFinding): boolean =>
  (parsePath(f.path) ?? []).some((step) => 'key' in step && step.key === 'properties');

/** A profile rule accepts any change below a keyword. */
export const guardPropertiesWildcard = defineGuardFault({
  id: 'guard-properties-wildcard',
  title: 'a profile rule accepts any change under `properties`',
  bug: 'a rule meant for one dropped keyword matches every difference whose path passes through properties',
  origin: 'careless',
  kit: swapGuardStep(
    'checkBytes',
    () => (input, bytes) => GUARD_KIT.checkBytes(input, bytes).filter((f) => !underProperties(f)),
  ),
});

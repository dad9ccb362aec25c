import { describe, expect, it } from 'vitest';
import { rejectionReasonFindings } from '../../src/harness/judge/rejection.js';
import type { JudgedObservation } from '../../src/harness/judge/index.js';
import type { ParityDifference } from '../../src/reference/model/index.js';

const rejectedWith = (difference: object): JudgedObservation =>
  // Cast: the rule reads the outcome alone.
  ({
    outcome: {
      outcome: 'rejected',
      reason: {
        stage: 'final',
        message: 'final parity: a difference',
        difference: difference as unknown as ParityDifference,
      },
    },
  }) as unknown as JudgedObservation;

const honest: ParityDifference = {
  toolIndex: -1,
  field: 'entrySummary',
  path: '$.entrySummary[0]',
  expected: '<absent>',
  actual: '<unreadable>',
  reason: 'accessor property (getter or setter)',
};

describe('the rejection rule (A34-SPEC §6: a typed first difference, expected vs actual)', () => {
  it('accepts a difference that says it all, placeholders included', () => {
    expect(rejectionReasonFindings(rejectedWith(honest))).toEqual([]);
  });

  it('finds a difference without expected or actual values: it states nothing found at its path', () => {
    for (const lacking of [{ actual: undefined }, { expected: undefined }]) {
      const [finding] = rejectionReasonFindings(rejectedWith({ ...honest, ...lacking }));
      expect(finding).toMatchObject({ code: 'reason', expected: ['the expected and actual values of its difference'] });
    }
  });
});

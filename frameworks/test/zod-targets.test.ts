import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { ToolDescriptor } from '../../src/index.js';
import { checkTargets } from '../../src/frameworks/check-targets.js';
import { defineTarget } from '../../src/frameworks/define-target.js';
import { discover, type Budget } from '../../src/frameworks/discover.js';
import { FRAMEWORK_PROPERTIES, type FrameworkProperty } from '../../src/frameworks/properties.js';
import type { FrameworkTarget } from '../../src/frameworks/target.js';
import { zodFromJsonSchema, zodSource } from '../../src/frameworks/zod-schema.js';
import { zodTool } from '../../src/frameworks/zod-tool.js';
import { outcomeOf } from '../../src/frameworks/judged-call.js';
import { ZOD_DRAFT_07 } from '../../src/guard/index.js';
import { fakeGuardedTargets, fakeTarget } from './fake-targets.js';

const wireFidelity = FRAMEWORK_PROPERTIES.find((p) => p.id === 'wire-fidelity') as FrameworkProperty;
const budget: Budget = { numRuns: 30, maxRounds: 2, roundMs: 30_000, shrink: 'fast-check' };

/** A fake framework given zod: it rebuilds each tool's zod and sends `render` of it, as a framework's converter would. */
const zodFake = (name: string, render: (schema: z.ZodObject) => unknown): FrameworkTarget => ({
  ...fakeTarget(name, 'anthropic', {
    rewrite: (tools: ToolDescriptor[]) =>
      tools.map((t) => ({
        ...t,
        inputSchema: render(zodFromJsonSchema(z, t.inputSchema)) as ToolDescriptor['inputSchema'],
      })),
  }),
  schemas: 'zod',
});
const codesOf = async (target: FrameworkTarget) =>
  [...new Set((await discover(target, wireFidelity, 7, budget)).discovered.map((d) => d.finding.code))].sort();

describe('zod-built targets', () => {
  test('a drawn schema is a fixed point: zod built from it renders it again', () => {
    fc.assert(
      fc.property(zodTool(fc.constant('t')), (t) => {
        expect(z.toJSONSchema(zodFromJsonSchema(z, t.inputSchema))).toEqual(t.inputSchema);
      }),
      { numRuns: 200 },
    );
  });

  test("a repro script's zod source builds the same schema as the live build", () => {
    fc.assert(
      fc.property(zodTool(fc.constant('t')), (t) => {
        const built = new Function('z', `return ${zodSource(t.inputSchema)};`)(z) as z.ZodObject;
        expect(z.toJSONSchema(built)).toEqual(z.toJSONSchema(zodFromJsonSchema(z, t.inputSchema)));
      }),
      { numRuns: 200 },
    );
    // Keys a naive printer gets wrong (`__proto__`, a quote) and bounds at their edges.
    const edge = {
      type: 'object',
      properties: { __proto__: { type: 'number', minimum: -0 }, 'a"b': { type: 'string', maxLength: 0 } },
      required: ['a"b'],
      additionalProperties: false,
    };
    const built = new Function('z', `return ${zodSource(edge)};`)(z) as z.ZodObject;
    expect(z.toJSONSchema(built)).toEqual(z.toJSONSchema(zodFromJsonSchema(z, edge)));
  });

  test('the subset is bounded: a keyword zod cannot write exactly throws', () => {
    const object = (p: Record<string, unknown>) => ({ type: 'object', properties: { a: p } });
    expect(() => zodFromJsonSchema(z, object({ type: 'string', pattern: '^a' }))).toThrow(/pattern/);
    expect(() => zodFromJsonSchema(z, object({ anyOf: [{ type: 'string' }] }))).toThrow(/outside the zod subset/);
    expect(() => zodFromJsonSchema(z, { type: 'object', additionalProperties: true })).toThrow(/additionalProperties/);
    expect(() => zodFromJsonSchema(z, { type: 'string' })).toThrow(/object/);
  });

  test("a fake that sends zod's own rendering passes wire fidelity", async () => {
    expect(await codesOf(zodFake('zod-faithful', (s) => z.toJSONSchema(s)))).toEqual([]);
  });

  test('wire fidelity rejects a converter that renders zod differently (draft-07, input mode)', async () => {
    const codes = await codesOf(zodFake('zod-draft7', (s) => z.toJSONSchema(s, { target: 'draft-7', io: 'input' })));
    expect(codes).toContain('inputSchema.changed:$schema');
  });

  test("wire fidelity rejects a converter that drops zod's bounds", async () => {
    const unbounded = (s: z.ZodObject) => {
      const out = JSON.stringify(z.toJSONSchema(s), (k, v) => (k === 'minLength' || k === 'maximum' ? undefined : v));
      return JSON.parse(out) as unknown;
    };
    const codes = await codesOf(zodFake('zod-unbounded', unbounded));
    expect(codes.some((c) => c === 'inputSchema.removed:minLength' || c === 'inputSchema.removed:maximum')).toBe(true);
  });
});

/** A guarded zod fake whose converter renders for draft-07 (as ai, the Agents SDK and Mastra do), then `also`. */
const guardedDraft7 = (profiles: (typeof ZOD_DRAFT_07)[], also: (s: Record<string, unknown>) => unknown = (s) => s) =>
  fakeGuardedTargets(
    'zod-draft7',
    'anthropic',
    {
      rewrite: (tools) =>
        tools.map((t) => ({
          ...t,
          inputSchema: also(
            JSON.parse(JSON.stringify(z.toJSONSchema(zodFromJsonSchema(z, t.inputSchema), { target: 'draft-7' }))),
          ) as ToolDescriptor['inputSchema'],
        })),
    },
    { profiles },
  )[1] as FrameworkTarget;

/** How many of 40 drawn zod lists the guarded target refuses. */
const refusedOf = async (target: FrameworkTarget): Promise<number> => {
  const cases = fc.sample(wireFidelity.arbitrary(target), { seed: 7, numRuns: 40 });
  let refused = 0;
  for (const c of cases) {
    const { outcome } = await outcomeOf(target, c);
    if (!('openFailed' in outcome) && outcome.kind === 'refused') refused++;
  }
  return refused;
};

describe('guarded zod-built targets', () => {
  test('ZOD_DRAFT_07 is what lets a draft-07 converter through: none refused with it, every list without it', async () => {
    expect(await refusedOf(guardedDraft7([ZOD_DRAFT_07]))).toBe(0);
    expect(await refusedOf(guardedDraft7([]))).toBe(40);
  });

  test('with the profile, a converter that also drops a bound is still refused', async () => {
    const unbounded = (s: Record<string, unknown>) =>
      JSON.parse(JSON.stringify(s, (k, v) => (k === 'minLength' || k === 'maxLength' ? undefined : v))) as unknown;
    const cases = fc.sample(wireFidelity.arbitrary(guardedDraft7([ZOD_DRAFT_07])), { seed: 7, numRuns: 40 });
    const bounded = cases.filter((c) => /"m(in|ax)Length"/.test(JSON.stringify(c.tools))).length;
    expect(bounded).toBeGreaterThan(0);
    expect(await refusedOf(guardedDraft7([ZOD_DRAFT_07], unbounded))).toBe(bounded);
  });
});

describe('defineTarget with schemas: zod', () => {
  const agent = () => ({ call: async () => {} });
  test('check runs it as a zod-built target, and schema-shapes is skipped', () => {
    const [target] = checkTargets(defineTarget({ name: 'mine', provider: 'anthropic', schemas: 'zod', agent }));
    expect(target?.schemas).toBe('zod');
    const shapes = FRAMEWORK_PROPERTIES.find((p) => p.id === 'schema-shapes');
    expect(target === undefined ? true : shapes?.appliesTo(target)).toBe(false);
  });

  test('any other value is refused at once', () => {
    expect(() => defineTarget({ name: 'mine', provider: 'anthropic', schemas: 'yup' as never, agent })).toThrow(
      /\$\.schemas: expected 'zod'/,
    );
  });
});

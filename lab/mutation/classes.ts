import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { StrykerMutant } from './stryker-report.js';

/** What a surviving mutant is: see `lab/mutation-survivors.md` for the meaning of each. */
export const SURVIVOR_CLASSES = ['equivalent', 'unconstrained', 'gap', 'static'] as const;
export type SurvivorClass = (typeof SURVIVOR_CLASSES)[number];

const Position = z.string().regex(/^\d+:\d+$/, 'a position is "line:column"');
const EntrySchema = z
  .object({
    file: z.string().min(1),
    class: z.enum(SURVIVOR_CLASSES),
    why: z.string().min(1),
    /** Exact mutants: where one starts, its mutator and the start of its replacement (whitespace folded). */
    mutants: z.array(z.object({ at: Position, mutator: z.string(), replacement: z.string() }).strict()).optional(),
    /** Every mutant starting at one of these positions (of `mutator` only, when it is given). */
    at: z.array(Position).optional(),
    mutator: z.string().optional(),
    /** Every mutant starting on one of these lines. */
    lines: z.array(z.number().int().positive()).optional(),
  })
  .strict()
  // "Unconstrained" is a claim about the contract: the entry names the A34-SPEC section whose sentence leaves it open.
  .refine((e) => e.class !== 'unconstrained' || /A34-SPEC §\d/.test(e.why), {
    message: 'an unconstrained entry cites the A34-SPEC section (§N) that leaves the choice open',
    path: ['why'],
  });
const ClassesSchema = z.object({ $comment: z.string().optional(), entries: z.array(EntrySchema) }).strict();
export type ClassEntry = z.infer<typeof EntrySchema>;

/** Reads the survivor classes, naming the file and the first bad path when they are malformed. */
export function readClasses(file: string): readonly ClassEntry[] {
  const parsed = ClassesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: bad survivor classes at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`);
  }
  return parsed.data.entries;
}

/** The replacement as the classes file keeps it: whitespace folded, at most 80 characters. */
export const foldedReplacement = (m: StrykerMutant): string => (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);

const position = (m: StrykerMutant): string => `${m.location.start.line}:${m.location.start.column}`;

/**
 * The entry that classes `m` in `file`: an exact mutant first, then a position, then a line, each in file
 * order; undefined when none does (an unclassified survivor, which counts as a gap).
 */
export function classify(entries: readonly ClassEntry[], file: string, m: StrykerMutant): ClassEntry | undefined {
  const mine = entries.filter((e) => e.file === file);
  const at = position(m);
  const replacement = foldedReplacement(m);
  return (
    mine.find((e) =>
      e.mutants?.some((x) => x.at === at && x.mutator === m.mutatorName && x.replacement === replacement),
    ) ??
    mine.find((e) => e.at?.includes(at) === true && (e.mutator === undefined || e.mutator === m.mutatorName)) ??
    mine.find((e) => e.lines?.includes(m.location.start.line) === true)
  );
}

/**
 * A fast-path mutant's class from the tests of `test/reference/fast-paths.test.ts` that kill it: a soundness kill
 * means the fast path then says "equal" where the strict walk does not (a gap); a completeness kill alone means it
 * says "not proven" more often, which the strict walk then decides (speed only: equivalent).
 */
export function fastPathClass(killedByNames: readonly string[]): SurvivorClass | undefined {
  if (killedByNames.some((n) => n.includes('soundness'))) return 'gap';
  if (killedByNames.some((n) => n.includes('completeness'))) return 'equivalent';
  return undefined;
}

import type { ToolDescriptor } from '../src/reference/model/index.js';
import { takeBaseline } from '../src/reference/surface/baseline.js';
import type { ParityContender } from './contenders.js';
import { LIST_VARIANTS } from './lies.js';

/** `fooled`: said equal to a lying list. `false alarm`: said different for an honest one. */
export type LieCell = 'fooled' | 'caught' | 'threw' | 'equal' | 'false alarm';

export interface LieRow {
  readonly comparator: string;
  readonly kind: ParityContender['kind'];
  readonly cells: Record<string, LieCell>;
}

/** Runs every comparator on every variant of `tools`, each on a freshly built list (a getter's first read is spent once). */
export function lieTable(contenders: readonly ParityContender[], tools: readonly ToolDescriptor[]): LieRow[] {
  const expected = takeBaseline(tools);
  return contenders.map((contender) => {
    const cells: Record<string, LieCell> = {};
    for (const variant of LIST_VARIANTS) {
      let saidEqual: boolean;
      try {
        saidEqual = contender.run(expected, variant.build(tools));
      } catch {
        cells[variant.id] = 'threw';
        continue;
      }
      cells[variant.id] = variant.honest ? (saidEqual ? 'equal' : 'false alarm') : saidEqual ? 'fooled' : 'caught';
    }
    return { comparator: contender.name, kind: contender.kind, cells };
  });
}

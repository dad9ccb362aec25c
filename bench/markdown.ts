/** Markdown table; pipes in cells are escaped so a contender's name cannot break the layout. */
export function mdTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export const times = (ratio: number): string =>
  `${ratio >= 10 ? ratio.toFixed(1) : ratio >= 0.1 ? ratio.toFixed(2) : ratio.toFixed(3)}×`;
export const ms = (value: number): string =>
  value >= 100 ? `${value.toFixed(0)} ms` : value >= 1 ? `${value.toFixed(2)} ms` : `${(value * 1000).toFixed(1)} µs`;
export const verdict = (pass: boolean): string => (pass ? 'PASS' : 'MISS');
/** Experiments (names start "experiment:") are also set in italics, so no one mistakes them for what src/ does. */
export const label = (name: string, kind: string): string => (kind === 'experiment' ? `*${name}*` : name);

import { describe, expect, it } from 'vitest';
import { JsonReporter } from '../../src/reports/json-reporter.js';
import { SuiteReportSchema } from '../../src/reports/suite-report.js';
import { fixtureReport } from './fixture.js';

/** The same object with its top-level and per-property keys in reverse insertion order. */
const reversed = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).reverse()) as T;

describe(JsonReporter.name, () => {
  const sut = new JsonReporter();

  it('renders the validated report, 2-space indented, ending with a newline', () => {
    const text = sut.render(fixtureReport);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')[1]).toBe('  "tool": "a34-verify",');
    expect(SuiteReportSchema.parse(JSON.parse(text))).toEqual(fixtureReport);
  });

  it('orders keys by the schema, not by the input', () => {
    const shuffled = { ...reversed(fixtureReport), properties: fixtureReport.properties.map(reversed) };
    expect(sut.render(shuffled)).toBe(sut.render(fixtureReport));
  });

  it('keeps the order of coverage stages, which is the pipeline order', () => {
    const parsed = JSON.parse(sut.render(fixtureReport)) as typeof fixtureReport;
    expect(Object.keys(parsed.coverage.cells['add'] ?? {})).toEqual(
      Object.keys(fixtureReport.coverage.cells['add'] ?? {}),
    );
  });

  it('refuses a report that does not match the schema', () => {
    expect(() => sut.render({ ...fixtureReport, seed: 1.5 })).toThrow();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { JUnitReporter } from '../../src/reports/junit-reporter.js';
import { fixtureReport } from './fixture.js';

const XSD = readFileSync(new URL('./junit.xsd', import.meta.url), 'utf8');
const validate = (xml: string) =>
  validateXML({
    xml: { fileName: 'a34-verify.junit.xml', contents: xml },
    schema: { fileName: 'junit.xsd', contents: XSD },
  });

describe('JUnit report against the common JUnit schema (test/reports/junit.xsd)', () => {
  it('validates, failures, flaky, RED, kill matrix and all', async () => {
    const result = await validate(new JUnitReporter().render(fixtureReport));
    expect(result.errors.map((e) => e.message)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('rejects testcase-level properties, so the check can fail', async () => {
    const xml = new JUnitReporter()
      .render(fixtureReport)
      .replace('<system-out>', '<properties><property name="seed" value="1"/></properties><system-out>');
    const result = await validate(xml);
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message).toMatch(/properties/);
  });
});

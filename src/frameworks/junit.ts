import type { LaneReport } from './report.js';

// What XML 1.0 cannot carry; built from code points so that no control character sits in a regex literal.
const XML_INVALID = new RegExp(
  `[^${String.fromCharCode(9, 10, 13)}\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]`,
  'gu',
);

/** Text safe inside XML attributes and elements. */
export const escapeXml = (text: string): string =>
  text
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
    .replace(XML_INVALID, '\ufffd');

/** One JUnit test case per target × property: it fails only where actual findings differ from the expected ones. */
export function junitXml(report: LaneReport): string {
  const cases = report.cells.map((cell) => {
    const problems = [
      ...report.verdict.unexpected
        .filter((u) => u.target === cell.target && u.property === cell.property)
        .map((u) => `new finding ${u.actual.finding.code} at ${u.actual.finding.path}`),
      ...report.verdict.missing
        .filter((m) => m.target === cell.target && m.property === cell.property)
        .map((m) => `expected finding ${m.code} no longer occurs (${m.file})`),
      ...report.verdict.wrongPath
        .filter((w) => w.expected.target === cell.target && w.expected.property === cell.property)
        .map((w) => `${w.expected.code} at ${w.actual.finding.path} outside /${w.expected.pathPattern}/`),
      ...report.controlFindings
        .filter((c) => c.target === cell.target && c.property === cell.property)
        .map((c) => `control shows ${c.actual.finding.code}`),
      ...(cell.error === undefined ? [] : [cell.error]),
    ];
    const known = cell.discovered
      .map((d) => `${d.finding.code} at ${d.finding.path} (seed ${d.seed}, path ${d.path})`)
      .join('\n');
    const failure =
      problems.length === 0
        ? ''
        : `<failure message="${escapeXml(problems[0] ?? '')}">${escapeXml(problems.join('\n'))}</failure>`;
    return `    <testcase classname="frameworks.${escapeXml(report.lane)}.${escapeXml(cell.target)}" name="${escapeXml(cell.property)}" time="${(cell.ms / 1000).toFixed(3)}">${failure}<system-out>${escapeXml(known)}</system-out></testcase>`;
  });
  const failures = cases.filter((c) => c.includes('<failure')).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="frameworks-${escapeXml(report.lane)}" tests="${cases.length}" failures="${failures}">\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`;
}

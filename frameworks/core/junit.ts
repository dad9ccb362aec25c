import type { LaneReport } from './report.js';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c).replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd]/gu, '\ufffd');

/** One JUnit test case per target × property: it fails only where actual findings differ from the expected ones. */
export function junitXml(report: LaneReport): string {
  const cases = report.cells.map((cell) => {
    const problems = [
      ...report.verdict.unexpected.filter((u) => u.target === cell.target && u.property === cell.property).map((u) => `new finding ${u.actual.finding.code} at ${u.actual.finding.path}`),
      ...report.verdict.missing.filter((m) => m.target === cell.target && m.property === cell.property).map((m) => `expected finding ${m.code} no longer occurs (${m.file})`),
      ...report.verdict.wrongPath.filter((w) => w.expected.target === cell.target && w.expected.property === cell.property).map((w) => `${w.expected.code} at ${w.actual.finding.path} outside /${w.expected.pathPattern}/`),
      ...report.controlFindings.filter((c) => c.target === cell.target && c.property === cell.property).map((c) => `control shows ${c.actual.finding.code}`),
      ...(cell.error === undefined ? [] : [cell.error]),
    ];
    const known = cell.discovered.map((d) => `${d.finding.code} at ${d.finding.path} (seed ${d.seed}, path ${d.path})`).join('\n');
    const failure = problems.length === 0 ? '' : `<failure message="${escape(problems[0] ?? '')}">${escape(problems.join('\n'))}</failure>`;
    return `    <testcase classname="frameworks.${escape(report.lane)}.${escape(cell.target)}" name="${escape(cell.property)}" time="${(cell.ms / 1000).toFixed(3)}">${failure}<system-out>${escape(known)}</system-out></testcase>`;
  });
  const failures = cases.filter((c) => c.includes('<failure')).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="frameworks-${escape(report.lane)}" tests="${cases.length}" failures="${failures}">\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`;
}

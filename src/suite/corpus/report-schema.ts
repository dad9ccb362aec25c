// The harness writes the one suite report schema; these names stay for the corpus and CLI code that reads them.
export {
  CorpusReplayReportSchema,
  PropertyReportSchema as HarnessPropertyReportSchema,
  SuiteReportSchema as HarnessSuiteReportSchema,
} from '../../reports/suite-report.js';
export type {
  CorpusReplayReport,
  PropertyReport as HarnessPropertyReport,
  SuiteReport as HarnessSuiteReport,
} from '../../reports/suite-report.js';

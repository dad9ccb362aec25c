/** Business capabilities and the Host action that routes each, as in the ETF contract. */
export const BUSINESS_CAPABILITIES = [
  { capability: 'market.search', action: 'query_market_data' },
  { capability: 'market.profile', action: 'query_market_data' },
  { capability: 'market.history', action: 'query_market_data' },
  { capability: 'portfolio.read', action: 'read_portfolio' },
  { capability: 'portfolio.trade', action: 'trade_portfolio' },
  { capability: 'documents.search', action: 'cite_documents' },
  { capability: 'documents.cite', action: 'cite_documents' },
  { capability: 'news.read', action: 'read_news' },
] as const;

export const WEB_SEARCH = 'web.search';
export const WEB_READ = 'web.read';
/** The one Host route both synthetic web tools share (A34-SPEC §3). */
export const WEB_ACTION = 'search_public_sources';
export const READBACK_CAPABILITY = 'tool_result.read';
/** A second native control, admitted by the grant alone: shows readback's stage rule is special. */
export const CLARIFY_TOOL = 'request_clarification';
export const CLARIFY_CAPABILITY = 'runtime.clarify';

/** Every capability a grant or Skill may name; small so that grants, hosts and skills hit the tools. */
export const CAPABILITY_POOL: readonly string[] = [
  ...BUSINESS_CAPABILITIES.map((c) => c.capability),
  WEB_SEARCH,
  WEB_READ,
  CLARIFY_CAPABILITY,
];

/** Every Host action a policy may permit. */
export const ACTION_POOL: readonly string[] = [...new Set([...BUSINESS_CAPABILITIES.map((c) => c.action), WEB_ACTION])];

/** MCP server names; tool names are often `server__method`. */
export const SERVER_POOL = ['market', 'portfolio', 'documents', 'news', 'fx', 'research'] as const;

/** Words with precomposed letters: NFC and NFD differ, so a normalization mutation changes bytes. */
export const DECOMPOSABLE_WORDS = [
  'café',
  'Société Générale',
  'Zürich',
  'Crédit Agricole',
  'São Paulo',
  'naïve',
  'Ångström',
  'façade',
  'Müller',
  'résumé',
  'Besançon',
  'Øre-señal',
] as const;

/** Stacked combining marks with no precomposed form: survive NFC, still multi-code-point. */
export const COMBINING_WORDS = [
  'q\u0307\u0323',
  'x\u0301\u0330',
  'Z\u0324\u0308',
  'n\u0303\u0331',
  '\u0915\u094d\u0937',
] as const;

/** The stacks `init --framework` writes a target for: its template and what the user installs beside it. */
export interface FrameworkTemplate {
  /** templates/targets/<id>.ts in the package. */
  readonly id: string;
  readonly title: string;
  /** The user's dependencies: the framework is theirs, never ours. Versions: the frameworks lanes' lock files. */
  readonly packages: readonly string[];
  readonly node: string;
}

export const FRAMEWORK_TEMPLATES: readonly FrameworkTemplate[] = [
  {
    id: 'ai-sdk',
    title: 'Vercel AI SDK',
    packages: ['ai', '@ai-sdk/openai', '@ai-sdk/mcp'],
    node: '20.19+ (ai 6) or 22 (ai 7)',
  },
  { id: 'openai-agents', title: 'OpenAI Agents SDK', packages: ['@openai/agents', 'openai', 'zod'], node: '20.19+' },
  {
    id: 'langchain',
    title: 'LangChain',
    packages: ['langchain', '@langchain/core', '@langchain/openai', '@langchain/mcp-adapters'],
    node: '20.19+',
  },
  { id: 'mastra', title: 'Mastra', packages: ['@mastra/core', '@mastra/mcp', '@ai-sdk/openai', 'ai'], node: '22' },
];

export const FRAMEWORK_IDS = FRAMEWORK_TEMPLATES.map((f) => f.id);

/** Where `init --framework` writes, and `check` reads by default. */
export const TARGET_FILE = 'a34/target.ts';

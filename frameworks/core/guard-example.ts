import type { GuardRejection, ToolDescriptor } from '../../src/guard/index.js';
import type { Provider } from '../../src/index.js';

/** A guard example of docs/guard.md as the lane runs it: once as written, once with the list changed on its way. */
export interface GuardExample {
  /** The example file's name, without `.ts`: `guard-ai-sdk`. */
  readonly id: string;
  readonly provider: Provider;
  /** What the unchanged run does: `sent` (one request leaves) or `refused` (the framework itself changes the list). */
  readonly unchanged: 'sent' | 'refused';
  /** Why, when the unchanged run is refused. */
  readonly note?: string;
  /** The admitted tools the runs use. */
  readonly tools: readonly ToolDescriptor[];
  run(fetch: typeof globalThis.fetch, settle: (r: GuardRejection) => void, changed: boolean): Promise<unknown>;
}

/** The sample turn every example answers: one tool, a schema with a constraint. */
export const EXAMPLE_TOOLS: readonly ToolDescriptor[] = [
  {
    name: 'get_weather',
    description: 'Current weather for a city',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string', minLength: 1 } },
      required: ['city'],
    },
  },
];

/** The change the examples make on the list's way to the model: a rewritten description, as a careless hook would. */
export const CHANGED_DESCRIPTION = 'Current weather for a city, and book flights';

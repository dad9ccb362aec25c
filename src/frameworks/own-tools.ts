import fc from 'fast-check';
import type { ToolDescriptor } from '../reference/model/index.js';
import { type FrameworkProperty, oneCall } from './properties.js';

/**
 * The user's own tools, sent exactly as listed: what their agent really carries, beside the generated lists.
 * One case, so the property runs it once (a second identical run could only repeat the verdict).
 */
export const ownToolsProperty = (tools: readonly ToolDescriptor[]): FrameworkProperty => ({
  id: 'own-tools',
  title: 'your own tools reach the wire whole: count, order, names, descriptions, schemas',
  kills: 'a stack that rewrites, drops or renames one of the tools your agent actually ships',
  appliesTo: () => true,
  arbitrary: () => fc.constant({ tools: structuredClone([...tools]), pageSize: undefined }),
  check: (t, c) => oneCall(t, c),
});

// EXPERIMENT (bench only, not used by src/): dispatched bytes straight from a frozen baseline.
import type { JsonObject, ToolDescriptor } from '../../src/reference/model/index.js';
import { createNameMap, openaiChatEncoder, SAFE_NAME_RULES } from '../../src/reference/wire/index.js';

/**
 * The exact bytes of `JSON.stringify(openaiChatEncoder.encode(tools).body)`, without the encoder's deep copy
 * of every schema. The copy guards a wire object that lives on; bytes are immutable once built. `tools` must
 * be plain data (a snapshot, or a list just proven lie-free): then this synchronous call serializes it as checked.
 */
export function openaiChatBytes(tools: readonly ToolDescriptor[]): string {
  if (tools.length === 0) return '{}';
  const map = createNameMap(
    tools.map((tool) => tool.name),
    SAFE_NAME_RULES,
  );
  const entries = tools.map((tool): JsonObject => {
    const name = map.toWire(tool.name);
    if (!openaiChatEncoder.namePattern.test(name))
      throw new Error(`openai-chat rejects tool name ${JSON.stringify(name)}`);
    return { type: 'function', function: { name, description: tool.description, parameters: tool.inputSchema } };
  });
  return JSON.stringify({ tools: entries });
}

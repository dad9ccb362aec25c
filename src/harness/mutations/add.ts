import type { Mutation } from '../scenario.js';
import { FROM_END, targetIndex, type MutationWorld } from './tool-access.js';

const unknownTool = (pick: number) => ({
  name: `injected_tool_${pick}`,
  description: 'A tool no owner admitted.',
  inputSchema: { type: 'object', properties: {} },
});

/** Inserts a tool at `pick` modulo the insertion points; aimed at the list's end, appends it (no tool then differs). */
export function add(tools: unknown[], m: Mutation, world: MutationWorld): void {
  const at = m.target === FROM_END ? tools.length : m.pick % (tools.length + 1);
  const pickTool = (): unknown => {
    switch (m.variant) {
      case 'refused-elsewhere':
        return world.refused ? structuredClone(world.refused) : unknownTool(m.pick);
      case 'duplicate': {
        const index = targetIndex(tools, m.target);
        return index === undefined ? unknownTool(m.pick) : structuredClone(tools[index]);
      }
      case 'readback':
        return structuredClone(world.readback);
      default:
        return unknownTool(m.pick);
    }
  };
  tools.splice(at, 0, pickTool());
}

import type { Mutation } from '../scenario.js';
import type { MutationWorld } from './tool-access.js';

const unknownTool = (pick: number) => ({
  name: `injected_tool_${pick}`,
  description: 'A tool no owner admitted.',
  inputSchema: { type: 'object', properties: {} },
});

/** Inserts a tool at `pick` modulo the insertion points. */
export function add(tools: unknown[], m: Mutation, world: MutationWorld): void {
  const at = m.pick % (tools.length + 1);
  const pickTool = (): unknown => {
    switch (m.variant) {
      case 'refused-elsewhere':
        return world.refused ? structuredClone(world.refused) : unknownTool(m.pick);
      case 'duplicate':
        return tools.length === 0 ? unknownTool(m.pick) : structuredClone(tools[m.target % tools.length]);
      case 'readback':
        return structuredClone(world.readback);
      default:
        return unknownTool(m.pick);
    }
  };
  tools.splice(at, 0, pickTool());
}

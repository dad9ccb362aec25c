import type { HarvestOptions } from '../harvest/cli.js';
import { UsageError, type CliIo, type ExitCode } from './io.js';

const SDK = '@modelcontextprotocol/sdk';

/** Loads the harvester only when asked: it needs the MCP SDK, an optional peer dependency no other command loads. */
async function loadHarvester(): Promise<typeof import('../harvest/cli.js')> {
  try {
    return await import('../harvest/cli.js');
  } catch (error) {
    // The harvester's own files always ship, so a module missing here is the optional SDK (or one of its parts).
    if ((error as { code?: unknown } | null)?.code === 'ERR_MODULE_NOT_FOUND')
      throw new UsageError(
        `harvest needs the optional peer dependency ${SDK}: npm i -D ${SDK} (${error instanceof Error ? error.message : String(error)})`,
      );
    throw error;
  }
}

/** `harvest`: MCP servers' tool lists into fixtures (default `fixtures/mcp/` under the working directory). */
export async function harvestCommand(options: HarvestOptions, io: CliIo): Promise<ExitCode> {
  const { runHarvest, HarvestUsageError } = await loadHarvester();
  try {
    return (await runHarvest(options, io)) === 0 ? 0 : 1;
  } catch (error) {
    if (error instanceof HarvestUsageError) throw new UsageError(error.message);
    throw error;
  }
}

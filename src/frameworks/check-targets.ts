import type { AgentSession, CheckTarget } from './define-target.js';
import { mcpLaunch } from './mcp-launch.js';
import type { FrameworkTarget, TargetSession } from './target.js';

/** The lane's session shape over the user's: `call(fetch, seam)`, `close()` always present. */
function session(user: AgentSession, cleanup: () => void = () => {}): TargetSession {
  const names = user.names?.bind(user);
  return {
    ...(names === undefined ? {} : { names }),
    call: async (fetch, seam) => {
      await user.call(seam === undefined ? { fetch } : { fetch, seam });
    },
    close: async () => {
      try {
        await user.close?.();
      } finally {
        cleanup();
      }
    },
  };
}

/** The targets `check` runs for one definition: `<name>` (tools built by hand) and `<name>.mcp` (through MCP). */
export function checkTargets(def: CheckTarget): FrameworkTarget[] {
  const common = {
    framework: def.framework ?? 'your agent',
    version: def.version ?? 'as installed',
    provider: def.provider,
    ...(def.profiles === undefined ? {} : { profiles: def.profiles }),
    // The user's call runs its own loop; these say how many steps it allows.
    ...(def.narrowing !== undefined ? { maxSteps: def.narrowing.length } : def.loop === true ? { maxSteps: 2 } : {}),
  };
  return def.via.map(
    (via): FrameworkTarget =>
      via === 'tools'
        ? {
            ...common,
            id: def.name,
            via,
            ...(def.seams === undefined ? {} : { seams: def.seams }),
            ...(def.narrowing === undefined ? {} : { narrowing: def.narrowing }),
            ...(def.streams === true ? { streams: true } : {}),
            ...(def.schemas === 'zod' ? { schemas: 'zod' as const } : {}),
            open: async (tools, options = {}) =>
              session(await def.agent(options.stream === true ? { tools, stream: true } : { tools })),
          }
        : {
            ...common,
            id: `${def.name}.mcp`,
            via,
            async open(tools, options = {}) {
              const launch = mcpLaunch(tools, options.pageSize, options.changedTo);
              try {
                const mcp = { command: launch.command, args: launch.args, env: launch.env };
                return session(await def.agent({ tools: [], mcp }), launch.cleanup);
              } catch (error) {
                launch.cleanup();
                throw error;
              }
            },
          },
  );
}

import { z } from 'zod';
import { ContractEntrySchema, NativeControlSchema } from './contract.js';
import {
  DiagnosticSchema,
  GatewayFactSchema,
  HostPolicySchema,
  RegistrySnapshotSchema,
  RunGrantSchema,
  SkillBindingSchema,
  StageResourcesSchema,
  TurnIdentitySchema,
} from './facts.js';

export const SurfaceModeSchema = z.enum(['research', 'entry']);

/** The fields of one turn's facts, before the cross-field checks; RED patches override them one by one. */
export const AdmissionFactsFieldsSchema = z
  .object({
    turn: TurnIdentitySchema,
    mode: SurfaceModeSchema,
    registry: RegistrySnapshotSchema,
    contract: z.array(ContractEntrySchema),
    nativeControls: z.array(NativeControlSchema),
    grant: RunGrantSchema,
    host: HostPolicySchema,
    stage: StageResourcesSchema,
    gatewayFacts: z.array(GatewayFactSchema),
    skills: z.array(SkillBindingSchema),
    diagnostics: z.array(DiagnosticSchema),
  })
  .strict();

/** Everything the original owners said for one turn, plus the data that must never count as a fact. */
export const AdmissionFactsSchema = AdmissionFactsFieldsSchema.superRefine((facts, ctx) => {
  // A tool name must mean one thing in a turn, or order and parity would be ambiguous.
  const seen = new Map<string, string>();
  facts.registry.connections.forEach((connection, c) =>
    connection.tools.forEach((tool, t) => {
      const where = `registry.connections[${c}].tools[${t}]`;
      const first = seen.get(tool.name);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['registry', 'connections', c, 'tools', t, 'name'],
          message: `duplicate tool name ${JSON.stringify(tool.name)} (first at ${first})`,
        });
      else seen.set(tool.name, where);
    }),
  );
  facts.nativeControls.forEach((control, n) => {
    if (seen.has(control.descriptor.name))
      ctx.addIssue({
        code: 'custom',
        path: ['nativeControls', n, 'descriptor', 'name'],
        message: `native control ${JSON.stringify(control.descriptor.name)} collides with a registry tool`,
      });
  });
});

export type SurfaceMode = z.infer<typeof SurfaceModeSchema>;
export type AdmissionFacts = z.infer<typeof AdmissionFactsSchema>;

import { describe, expect, test } from 'vitest';
import { loopNarrowingProperty, streamingLoopProperty } from '../../src/frameworks/loop-narrowing.js';
import type { FrameworkTarget } from '../../src/frameworks/target.js';
import { LANE_NARROWING } from '../core/narrowing.js';

const mcpTarget = (extra: Partial<FrameworkTarget>): FrameworkTarget => ({
  id: 'mcp-fake',
  framework: 'fake',
  version: '0',
  provider: 'openai-chat',
  via: 'mcp',
  open: async () => {
    throw new Error('not opened here');
  },
  ...extra,
});

describe('loop-narrowing on MCP targets', () => {
  test('applies to an MCP target that declares a narrowing and enough steps (Agents SDK toolFilter)', () => {
    expect(loopNarrowingProperty.appliesTo(mcpTarget({ maxSteps: 3, narrowing: LANE_NARROWING }))).toBe(true);
  });

  test('not to an MCP target that only loops (mcp-list-changed), nor to one with too few steps', () => {
    expect(loopNarrowingProperty.appliesTo(mcpTarget({ maxSteps: 2 }))).toBe(false);
    expect(loopNarrowingProperty.appliesTo(mcpTarget({ maxSteps: 2, narrowing: LANE_NARROWING }))).toBe(false);
  });

  test('streaming-loop still needs a target that streams', () => {
    expect(streamingLoopProperty.appliesTo(mcpTarget({ maxSteps: 3, narrowing: LANE_NARROWING }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import './zod-csp';

describe('zod-csp', () => {
  it('turns off the JIT of zod, which loads later (the first screen imports no zod)', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { STARTUP_MODULE_STAGES, evaluateInStages } from './startup-stages';

describe('evaluateInStages', () => {
  it('runs each stage in order and yields to the browser after each one', async () => {
    const log: string[] = [];
    const stage = (name: string) => async () => {
      log.push(name);
    };
    await evaluateInStages([stage('a'), stage('b')], async () => {
      log.push('yield');
    });
    expect(log).toEqual(['a', 'yield', 'b', 'yield']);
  });

  it('loads the startup libraries', async () => {
    await expect(evaluateInStages(STARTUP_MODULE_STAGES)).resolves.toBeUndefined();
  });
});

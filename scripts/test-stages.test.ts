import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHASES, formatTimings, phases } from './test-stages.mjs';

const stageNames = (phases: typeof PHASES) => phases.flatMap((phase) => phase.lanes.flat().map((stage) => stage.name));

describe('npm test stages', () => {
  it('runs every check and suite once, each an npm script that exists', () => {
    const names = stageNames(PHASES);
    expect(names).toEqual(
      expect.arrayContaining(['lint', 'format:check', 'typecheck', 'test:unit', 'test:e2e', 'test:multi']),
    );
    expect(new Set(names).size).toBe(names.length);
    const packageJson = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8'));
    for (const stage of PHASES.flatMap((phase) => phase.lanes.flat())) {
      expect(stage.command).toEqual(['npm', 'run', stage.name]);
      expect(packageJson.scripts[stage.name], stage.name).toBeTruthy();
    }
  });

  it('starts the e2e tests right after the web build, next to the other stages', () => {
    const layout = phases({ e2eAlone: false });
    const lanes = layout.flatMap((phase) => phase.lanes);
    const e2eLane = lanes.find((lane) => lane.some((stage) => stage.name === 'test:e2e'))!;
    expect(e2eLane.map((stage) => stage.name)).toEqual(['build', 'test:e2e']);
    expect(layout).toHaveLength(1);
    expect(stageNames(layout).sort()).toEqual(stageNames(phases({ e2eAlone: true })).sort());
  });

  it('gives the unit suite and test:multi lanes of their own, test:multi first in its lane (it always runs)', () => {
    const lanes = phases({ e2eAlone: false }).flatMap((phase) => phase.lanes);
    const names = lanes.map((lane) => lane.map((stage) => stage.name));
    expect(names).toContainEqual(['test:unit']);
    expect(names.find((lane) => lane.includes('test:multi'))?.[0]).toBe('test:multi');
  });

  it('with E2E_ALONE, builds the web app in a phase before the e2e tests, which have the machine to themselves', () => {
    const layout = phases({ e2eAlone: true });
    const phaseOf = (name: string) => layout.findIndex((phase) => stageNames([phase]).includes(name));
    expect(phaseOf('build')).toBeLessThan(phaseOf('test:e2e'));
    expect(stageNames([layout[phaseOf('test:e2e')]!])).toEqual(['test:e2e']);
  });

  it('closes with each stage’s wall time, result and the total', () => {
    const table = formatTimings(
      [
        { name: 'lint', ms: 61_400, ok: true },
        { name: 'test:unit', ms: 605_000, ok: false },
        { name: 'test:e2e', ms: 0, ok: null },
      ],
      667_000,
    );
    expect(table.split('\n')).toEqual([
      'Stage times (wall, m:ss):',
      '  lint        1:01  ok',
      '  test:unit  10:05  FAILED',
      '  test:e2e       -  skipped',
      '  total      11:07',
    ]);
  });
});

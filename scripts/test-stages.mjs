// What `npm test` runs (scripts/test-all.mjs) and how: phases one after another, the lanes of a phase side by
// side, the stages of a lane in order. The e2e suite, the longest stage, starts as soon as
// the web build is there, next to the unit suite and a lane of the short stages. E2E_ALONE=1 gives it a phase of its
// own (the machine to itself) after everything else, for a machine where the overlap makes journeys time out.

/** @typedef {{ name: string, command: string[] }} Stage */
/** @typedef {{ name: string, lanes: Stage[][] }} Phase */

const npmRun = (script) => ({ name: script, command: ['npm', 'run', script] });

/**
 * To add a stage (for example a multi-instance journey), put it in a lane of the phase it may overlap with, or
 * in a phase of its own after `e2e` when it needs the whole machine.
 * @type {Phase[]}
 */
export const PHASES = phases({ e2eAlone: process.env.E2E_ALONE === '1' });

/**
 * The stage layout. Overlapped (the default): Playwright spends much of its time waiting on pages and the API
 * (simulated supplier latency, animations), so the unit suite uses the CPU it leaves. Three lanes from the start:
 * build then e2e; the unit suite; the multi-instance journeys then lint, format and typecheck. The two long lanes
 * (e2e, unit: about 16 minutes each on CI's 2 cores) no longer wait for the short stages. test:multi (issue 17:
 * two API instances behind nginx over PostgreSQL and Redis) builds the API itself.
 * @param {{ e2eAlone: boolean }} options
 * @returns {Phase[]}
 */
export function phases({ e2eAlone }) {
  const checks = [npmRun('lint'), npmRun('format:check'), npmRun('typecheck')];
  if (e2eAlone) {
    return [
      {
        name: 'checks and unit tests',
        // The web build is here so that the e2e phase starts with apps/web/dist ready.
        lanes: [[...checks, npmRun('build'), npmRun('test:multi')], [npmRun('test:unit')]],
      },
      { name: 'e2e', lanes: [[npmRun('test:e2e')]] },
    ];
  }
  return [
    {
      name: 'everything',
      lanes: [
        [npmRun('build'), npmRun('test:e2e')],
        // Vitest runs one worker on 2 cores: its lane is the longest after e2e, so it starts at once, alone.
        [npmRun('test:unit')],
        // test:multi mostly waits (instances killed and restarted, a database restart), so it goes first in the
        // third lane: it always runs, whatever fails elsewhere, and the static checks follow it.
        [npmRun('test:multi'), ...checks],
      ],
    },
  ];
}

/**
 * The closing table: one row per stage that ran, with its wall time and result, and the whole run's time.
 * @param {{ name: string, ms: number, ok: boolean | null }[]} results ok null: skipped after an earlier failure
 * @param {number} totalMs
 */
export function formatTimings(results, totalMs) {
  const width = Math.max(5, ...results.map((result) => result.name.length));
  const clock = (ms) => {
    const seconds = Math.round(ms / 1000);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };
  const status = (ok) => (ok === null ? 'skipped' : ok ? 'ok' : 'FAILED');
  const rows = results.map(
    (r) => `  ${r.name.padEnd(width)}  ${r.ok === null ? '    -' : clock(r.ms).padStart(5)}  ${status(r.ok)}`,
  );
  return ['Stage times (wall, m:ss):', ...rows, `  ${'total'.padEnd(width)}  ${clock(totalMs).padStart(5)}`].join('\n');
}

// What `npm test` runs (scripts/test-all.mjs) and how: phases one after another, the lanes of a phase side by
// side, the stages of a lane in order. Two lanes fit CI's 2 cores: the unit suite next to the static checks.

/** @typedef {{ name: string, command: string[] }} Stage */
/** @typedef {{ name: string, lanes: Stage[][] }} Phase */

const npmRun = (script) => ({ name: script, command: ['npm', 'run', script] });

/**
 * To add a stage (for example a multi-instance journey), put it in a lane of the phase it may overlap with, or
 * in a phase of its own after `e2e` when it needs the whole machine.
 * @type {Phase[]}
 */
export const PHASES = [
  {
    name: 'checks and unit tests',
    lanes: [
      // The web build is here so that the e2e phase starts with apps/web/dist ready.
      // test:multi (issue 17: two API instances behind nginx over PostgreSQL and Redis) builds the API itself.
      [npmRun('lint'), npmRun('format:check'), npmRun('typecheck'), npmRun('build'), npmRun('test:multi')],
      [npmRun('test:unit')],
    ],
  },
  { name: 'e2e', lanes: [[npmRun('test:e2e')]] },
];

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

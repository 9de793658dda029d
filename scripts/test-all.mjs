// `npm test`: every check and test suite (scripts/test-stages.mjs), lanes in parallel, each output line
// prefixed with its stage; a failed stage fails the run, its last lines are shown again at the end with the
// closing table of stage times.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ROOT } from './web-build.mjs';
import { PHASES, formatTimings } from './test-stages.mjs';

const TAIL_LINES = 60;

/** Runs one stage with its output streamed line by line under a `[name]` prefix; resolves to its result. */
function runStage(stage, width) {
  const prefix = `[${stage.name}]`.padEnd(width + 2);
  const tail = [];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command[0], stage.command.slice(1), {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`${prefix} ${line}\n`);
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
      });
    }
    const finish = (ok) => resolve({ name: stage.name, ms: Date.now() - started, ok, tail });
    child.on('error', (error) => {
      tail.push(String(error));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

async function runLane(lane, width, failed) {
  const results = [];
  for (const stage of lane) {
    // Lanes run their stages in order; after a failure anywhere the rest of a lane is skipped.
    if (failed.value) {
      results.push({ name: stage.name, ms: 0, ok: null, tail: [] });
      continue;
    }
    const result = await runStage(stage, width);
    if (!result.ok) failed.value = true;
    results.push(result);
  }
  return results;
}

const width = Math.max(...PHASES.flatMap((phase) => phase.lanes.flat().map((stage) => stage.name.length)));
const started = Date.now();
const failed = { value: false };
const results = [];
for (const phase of PHASES) {
  const lanes = await Promise.all(phase.lanes.map((lane) => runLane(lane, width, failed)));
  results.push(...lanes.flat());
}

for (const result of results.filter((r) => r.ok === false)) {
  console.log(`\n── ${result.name} failed; its last ${result.tail.length} lines ──`);
  console.log(result.tail.join('\n'));
}
console.log(`\n${formatTimings(results, Date.now() - started)}`);
process.exitCode = failed.value ? 1 : 0;

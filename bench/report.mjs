/** The compact console report of a bench run. */

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
      return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : line;
    })
    .join('\n');
}

export function printReport(results) {
  const { lighthouse, bundle, api, bars } = results;
  if (lighthouse) {
    console.log(`\nLighthouse (mobile, median of ${lighthouse.blank.runs.length})`);
    const row = (name, page) => [
      name,
      page.score,
      ms(page.lcpMs),
      ms(page.tbtMs),
      page.cls.toFixed(3),
      kb(page.scriptTransferBytes),
    ];
    console.log(
      table([
        ['page', 'score', 'LCP', 'TBT', 'CLS', 'JS transferred'],
        row('blank', lighthouse.blank),
        row('landing', lighthouse.landing),
      ]),
    );
    console.log(`LCP landing / blank: ${lighthouse.lcpRatio.toFixed(2)}`);
    console.log(`JS loaded by the landing page (observed, compressed): ${kb(lighthouse.landing.scriptTransferBytes)}`);
  }
  if (bundle) {
    console.log('\nJS per route (gzip; lazy chunks exclude what the entry already loads)');
    console.log(
      table([
        ['chunk', 'gzip'],
        [`entry ${bundle.entry.chunk}`, kb(bundle.entry.gzipBytes)],
        ...bundle.routes.map((route) => [route.chunk, kb(route.gzipBytes)]),
      ]),
    );
    console.log(`Entry + landing chunks (manifest estimate): ${kb(bundle.landingJsGzipBytes)}`);
  }
  if (api) {
    console.log(`\nAPI load: ${api.route}, ${api.connections} connections, ${api.durationSeconds} s`);
    console.log(
      table([
        ['req/s', 'p50', 'p99', 'requests', 'failures'],
        [api.requestsPerSecond, ms(api.p50Ms), ms(api.p99Ms), api.requests, api.failures],
      ]),
    );
  }
  if (bars?.length) {
    console.log('\nQuality bars (design.md)');
    console.log(table([['bar', 'result'], ...bars.map((bar) => [bar.label, bar.pass ? 'pass' : 'FAIL'])]));
  }
}

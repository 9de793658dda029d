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

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');

function printApi({ flights, flightsLatency, calendar, calendarLatency, stays, flags, ratios, memory }) {
  const { connections, durationSeconds } = flights;
  console.log(`\nAPI load (autocannon, ${connections} connections, ${durationSeconds} s after a warm-up)`);
  const row = (name, load, found) => [
    name,
    found,
    load.requestsPerSecond,
    ms(load.p50Ms),
    ms(load.p99Ms),
    load.requests,
    load.failures,
  ];
  const facets = (load) => Object.keys(load.facets).join(', ');
  console.log(
    table([
      ['route', 'proposals (all → faceted)', 'req/s', 'p50', 'p99', 'requests', 'failures'],
      row(`flights RetrieveProposals [${facets(flights)}]`, flights, `${flights.totalCount} → ${flights.facetedCount}`),
      ...(flightsLatency
        ? [
            row(
              `  same, ${flightsLatency.connections} connections (latency)`,
              flightsLatency,
              `${flightsLatency.totalCount} → ${flightsLatency.facetedCount}`,
            ),
          ]
        : []),
      ...(calendar
        ? [
            row(
              `flights GetPriceCalendar (${calendar.days} days, cold ${ms(calendar.coldMs)})`,
              calendar,
              `${calendar.priced} days priced`,
            ),
            row(`  same, ${calendarLatency.connections} connections (latency)`, calendarLatency, '-'),
          ]
        : []),
      row(`stays RetrieveProposals [${facets(stays)}]`, stays, `${stays.totalCount} → ${stays.facetedCount}`),
      row(`FlagProviderList (${flags.durationSeconds} s)`, flags, '-'),
    ]),
  );
  console.log(
    `Relative to FlagProviderList: flights req/s ${times(ratios.flightsRpsOverFlags)}, p99 ${times(ratios.flightsP99OverFlags)}; ` +
      `stays req/s ${times(ratios.staysRpsOverFlags)}, p99 ${times(ratios.staysP99OverFlags)}`,
  );
  const batch = memory.searchesPerBatch;
  console.log(
    `\nAPI memory (RSS of pid ${memory.pid}; ${batch} flight searches per batch over ${memory.distinctQueriesPerBatch} ` +
      `queries, ${memory.seconds} s, ${memory.failures} failed)`,
  );
  console.log(
    table([
      [
        'before',
        `after ${batch}`,
        `after ${2 * batch}`,
        `after ${batch} / before`,
        `after ${2 * batch} / after ${batch}`,
      ],
      [
        mb(memory.rssBeforeBytes),
        mb(memory.rssAfterFirstBytes),
        mb(memory.rssAfterSecondBytes),
        times(memory.firstOverBefore),
        times(memory.secondOverFirst),
      ],
    ]),
  );
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
    const pages = Object.keys(lighthouse.lcpRatios ?? { landing: 0 });
    console.log(
      table([
        ['page', 'score', 'LCP', 'TBT', 'CLS', 'JS transferred'],
        row('blank', lighthouse.blank),
        ...pages.map((name) => row(name, lighthouse[name])),
      ]),
    );
    for (const name of pages) {
      const lcpRatio = lighthouse.lcpRatios?.[name] ?? lighthouse.lcpRatio;
      const jsRatio = lighthouse[name].scriptTransferBytes / lighthouse.blank.scriptTransferBytes;
      console.log(`${name} / blank: LCP ${times(lcpRatio)}, JS transferred ${times(jsRatio)}`);
    }
    if (lighthouse.urls?.results) console.log(`results page: ${lighthouse.urls.results}`);
    if (lighthouse.urls?.flights) console.log(`flight results page: ${lighthouse.urls.flights}`);
    const before = lighthouse.landing.scriptTransferBytesBeforeInteractive;
    console.log(
      `JS the landing page requested before it was interactive (observed, compressed, HTTP headers included): ${
        Number.isFinite(before) ? kb(before) : 'not measured (no hydration mark)'
      }`,
    );
    console.log(
      `JS loaded by the landing page in all (observed: idle-time chunks and localhost's developer panel included): ${kb(
        lighthouse.landing.scriptTransferBytes,
      )}`,
    );
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
  if (api) printApi(api);
  if (bars?.length) {
    console.log('\nQuality bars (design.md)');
    console.log(table([['bar', 'result'], ...bars.map((bar) => [bar.label, bar.pass ? 'pass' : 'FAIL'])]));
  }
}

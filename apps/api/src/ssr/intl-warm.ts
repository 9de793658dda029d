/**
 * A dedicated worker that readies the browser's Intl data while the page's modules download (issue 16 TBT).
 *
 * The first locale lookup of a renderer process starts ICU (the list of its locales, the locale data): React
 * Aria's i18n module checks `navigator.language` with `Intl.DateTimeFormat.supportedLocalesOf` as it is
 * evaluated, and that one call was 71 ms of an 87 ms module evaluation task under a 4x CPU slowdown (45-194 ms
 * measured on a blank page). That state belongs to the process, not to a thread: after a worker has made the
 * same calls the main thread's cost 0.1-4 ms, and the formatters the screens create next (dates, prices) are
 * cheaper too. The worker runs on another thread, while the main thread waits for the network.
 */

/** Where the API serves the worker (same origin: the page's CSP admits it through `script-src 'self'`). */
export const INTL_WARM_PATH = '/wf-intl-warm.js';

/**
 * The worker's script (ES5, like the page's other inline scripts). The query is the page's language (its
 * `<html lang>`); React Aria looks up `navigator.language`. Any failure (an unknown tag) is only a warm-up
 * not done.
 */
export const INTL_WARM_SCRIPT = `(function () {
  var languages = [navigator.language];
  var page = '';
  try {
    page = decodeURIComponent(location.search.slice(1));
  } catch (error) {}
  if (page && page !== navigator.language) languages.push(page);
  for (var i = 0; i < languages.length; i++) {
    try {
      Intl.DateTimeFormat.supportedLocalesOf([languages[i]]);
      new Intl.DateTimeFormat(languages[i], { weekday: 'short', day: 'numeric', month: 'short' }).format(0);
      new Intl.NumberFormat(languages[i], { style: 'currency', currency: 'EUR' }).format(1);
      new Intl.PluralRules(languages[i]).select(1);
    } catch (error) {}
  }
  close();
})();
`;

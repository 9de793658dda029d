/**
 * Presses before hydration (issue 16 item 3): a server-rendered page shows its buttons seconds before React
 * takes them over, and a press in between did nothing (a flight's Select, a filter, the search button). This
 * inline script (nonce'd, in the head) holds presses on #root's controls until `data-hydrated` is set on #root
 * (app.tsx `Hydrated`), then presses each held control once more, now with React listening. Links are left
 * alone: they navigate without JavaScript. If the page never hydrates (its scripts failed), the controls get
 * their own behaviour back after GIVE_UP_MS.
 */
const GIVE_UP_MS = 30_000;

// Written as ES5 (it runs before any bundle, on every browser that loads the page); kept small, it is in every page.
const SCRIPT = `(function () {
  var CONTROL = 'button,summary,label,input[type=checkbox],input[type=radio],input[type=submit],input[type=button],[role=button],[role=checkbox],[role=radio],[role=switch],[role=tab],[role=option],[role=menuitem]';
  var held = [], done = false, root = null, observer = null;
  function hydrated() {
    root = root || document.getElementById('root');
    return !root || root.hasAttribute('data-hydrated');
  }
  function pathOf(node) {
    var path = [];
    for (; node && node !== root; node = node.parentElement) path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    return path;
  }
  function at(path) {
    var node = root;
    for (var i = 0; node && i < path.length; i++) node = node.children[path[i]];
    return node;
  }
  function stop() {
    done = true;
    document.removeEventListener('click', hold, true);
    if (observer) observer.disconnect();
  }
  function hold(event) {
    if (done || hydrated()) return;
    var target = event.target && event.target.closest ? event.target.closest(CONTROL) : null;
    if (!target || !root.contains(target) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    for (var i = 0; i < held.length; i++) if (held[i].node === target) return;
    held.push({ node: target, path: pathOf(target) });
  }
  function replay() {
    if (done) return;
    stop();
    for (var i = 0; i < held.length; i++) {
      var node = held[i].node.isConnected ? held[i].node : at(held[i].path);
      if (node && node.click) node.click();
    }
    held = [];
  }
  function watch() {
    if (hydrated()) return replay();
    observer = new MutationObserver(function () {
      if (hydrated()) replay();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  }
  document.addEventListener('click', hold, true);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch);
  else watch();
  setTimeout(function () {
    if (!done) stop();
  }, ${GIVE_UP_MS});
})();`;

/** The script element for a server-rendered page's head. */
export function earlyPressScript(nonce: string): string {
  return `<script nonce="${nonce}">${SCRIPT}</script>`;
}

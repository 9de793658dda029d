import { spawn } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { ROOT, waitForHttp } from '../scripts/web-build.mjs';

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The baseline: the smallest Vite + React 19 page, built with the same bundler the product uses,
 * so LCP is compared against what the toolchain alone costs.
 */
export async function buildBlankPage(outDir) {
  const root = path.join(outDir, 'blank');
  mkdirSync(path.join(root, 'src'), { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Blank</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`,
  );
  writeFileSync(
    path.join(root, 'src/main.jsx'),
    `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return <main><h1>Blank Vite + React page</h1><p>The baseline for Lighthouse.</p></main>;
}

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`,
  );
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: path.join(root, 'dist'), emptyOutDir: true },
  });
  return path.join(root, 'dist');
}

const CONTENT_TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a static directory on loopback with gzip, as the product's API does, so the comparison is fair. */
export function serveStatic(dir, port) {
  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, urlPath);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, { 'content-type': type, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Starts the product (built web app + API) on `port` with a throwaway data dir, in its own process group
 * so `stop()` ends npm, tsx and node together.
 */
export async function startProduct(port, logFile, { databaseUrl } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The load test comes from one IP: 0 turns the per-IP limit off, so this is not a 429 benchmark.
    RATE_LIMIT_MAX: '0',
    // Searches get ready quickly: the bench measures our work, not the simulated supplier's wait.
    SUPPLIER_LATENCY_MS: '20',
    WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist'),
  };
  // The embedded database unless a PostgreSQL database is given (the checkout bench runs on both).
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const log = logFile ? openSync(logFile, 'w') : 'ignore';
  const child = spawn('npm', ['start', '-w', 'apps/api'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    if (typeof log === 'number') closeSync(log);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const up = await Promise.race([
    waitForHttp(`http://127.0.0.1:${port}/config.json`, { timeoutMs: 90_000 }),
    exited.then(() => false),
  ]);
  if (!up) {
    await stop();
    throw new Error(`The product did not start on port ${port}${logFile ? `; see ${logFile}` : ''}`);
  }
  // `pid` leads the process group (npm); the API server itself is a descendant (memory.mjs finds it).
  return { url: `http://localhost:${port}`, pid: child.pid, stop };
}

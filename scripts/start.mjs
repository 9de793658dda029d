// `npm start`: build the web app if it is missing or stale, then run the API (which serves it) in the foreground.
import path from 'node:path';
import { ROOT, ensureWebBuild, runForwardingSignals, waitForHttp } from './web-build.mjs';

const port = Number(process.env.PORT ?? 8080);
const DEMO_HOSTS = ['localhost', 'tophotel.localhost', 'freeflight.localhost', 'club.localhost'];

try {
  await ensureWebBuild();
} catch (error) {
  console.error(`\n${error.message}. Fix the web build, then run npm start again.`);
  process.exit(1);
}

const env = {
  ...process.env,
  PORT: String(port),
  WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'),
  // npm runs the workspace script in apps/api; keep the embedded database at the repository root instead.
  DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, 'data'),
};
const server = runForwardingSignals('npm', ['start', '-w', 'apps/api'], { env });

// Announce the URLs once the server actually answers, so the links printed are ones that work.
waitForHttp(`http://127.0.0.1:${port}/config.json`).then((up) => {
  if (!up || server.child.exitCode !== null) return;
  console.log(
    [
      '',
      'Wayfare is running. Demo brands:',
      ...DEMO_HOSTS.map((host) => `  http://${host}:${port}`),
      `API docs: http://localhost:${port}/api/docs`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
});

process.exitCode = await server.exited;

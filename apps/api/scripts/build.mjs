// `npm run build -w apps/api`: the API as plain JavaScript for `node` (issue 17: no tsx, and its
// TypeScript compiler, in a production process). Bundles our code and the contract workspace into
// dist/ (ES modules, a shared chunk for the two entry points); npm dependencies stay external and are
// loaded from node_modules as usual. The SQL migrations are copied beside the bundle.
import { cp, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@wayfare/'));

await rm(`${root}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', 'seed-command': 'src/seed-command.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Subpaths too (drizzle-orm/pg-core, @electric-sql/pglite/...).
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
// src/db/client.ts finds them next to itself; in the bundle "itself" is dist/.
await cp(`${root}src/db/migrations`, `${root}dist/migrations`, { recursive: true });
console.log('API built into apps/api/dist: start it with `node apps/api/dist/server.js`.');

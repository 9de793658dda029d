/** Writes packages/contract/src/endpoint-routes*.gen.ts from the contract's endpoints (`npm run generate -w packages/contract`). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { endpointGroups } from '../src/index';
import { renderEndpointRoutes } from '../src/endpoint-routes-render';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const files = renderEndpointRoutes(endpointGroups);
for (const [file, source] of Object.entries(files)) {
  const target = path.join(SRC, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const options = await resolveConfig(target);
  writeFileSync(target, await format(source, { ...options, filepath: target }));
}
console.log(`Wrote ${Object.keys(files).length} route files under ${SRC}`);

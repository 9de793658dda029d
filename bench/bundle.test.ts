import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleReport } from './bundle.mjs';

let dist: string;
const gz = (content: string) => gzipSync(content).length;
const files = {
  'assets/index.js': 'console.log("entry");'.repeat(40),
  'assets/startup-boot.js': 'export const boot = 1;'.repeat(25),
  'assets/root-layout.js': 'export const layout = 1;'.repeat(15),
  'assets/vendor.js': 'export const react = 1;'.repeat(80),
  'assets/landing.js': 'export const landing = 1;'.repeat(20),
  'assets/flights.js': 'export const flights = 1;'.repeat(30),
  'assets/date-picker.js': 'export const picker = 1;'.repeat(50),
  'assets/index.css': 'body{margin:0}',
};

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'wayfare-bundle-'));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dist, file), content);
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/app/startup-boot.tsx'],
      css: ['assets/index.css'],
    },
    'src/app/startup-boot.tsx': {
      file: 'assets/startup-boot.js',
      isDynamicEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: [
        'src/app/routes/root-layout.tsx',
        'src/app/routes/landing-route.tsx',
        'src/features/flights/route.tsx',
      ],
    },
    'src/app/routes/root-layout.tsx': { file: 'assets/root-layout.js', isDynamicEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_date-picker.js': { file: 'assets/date-picker.js', imports: ['_vendor.js'] },
    'src/app/routes/landing-route.tsx': { file: 'assets/landing.js', isDynamicEntry: true, imports: ['_vendor.js'] },
    'src/features/flights/route.tsx': {
      file: 'assets/flights.js',
      isDynamicEntry: true,
      imports: ['_vendor.js', '_date-picker.js'],
    },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('bundleReport', () => {
  it('counts the startup (the entry and all it imports, also dynamically) once, gzip-compressed, without CSS', () => {
    const report = bundleReport(dist);
    expect(report.entry.gzipBytes).toBe(
      gz(files['assets/index.js']) + gz(files['assets/vendor.js']) + gz(files['assets/startup-boot.js']),
    );
  });

  it('counts each lazy route with the static imports the startup does not already load', () => {
    const { routes } = bundleReport(dist);
    expect(routes).toEqual([
      {
        chunk: 'src/app/routes/landing-route.tsx',
        file: 'assets/landing.js',
        gzipBytes: gz(files['assets/landing.js']),
      },
      {
        chunk: 'src/app/routes/root-layout.tsx',
        file: 'assets/root-layout.js',
        gzipBytes: gz(files['assets/root-layout.js']),
      },
      {
        chunk: 'src/features/flights/route.tsx',
        file: 'assets/flights.js',
        gzipBytes: gz(files['assets/flights.js']) + gz(files['assets/date-picker.js']),
      },
    ]);
  });

  it('adds the root layout and the landing chunk, shared chunks once, for the JS before the landing is usable', () => {
    const report = bundleReport(dist);
    expect(report.landingJsGzipBytes).toBe(
      report.entry.gzipBytes + gz(files['assets/root-layout.js']) + gz(files['assets/landing.js']),
    );
  });

  it('explains a missing manifest', () => {
    expect(() => bundleReport(path.join(dist, 'nope'))).toThrow(/manifest\.json is missing/);
  });
});

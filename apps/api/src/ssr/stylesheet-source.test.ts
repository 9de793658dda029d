import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileOf, stylesheetSource } from './stylesheet-source';

describe('stylesheetSource', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wayfare-css-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'app-1.css'), '.a{}');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads each file once per build, and a new build's files again", async () => {
    const read = stylesheetSource(dir);
    const build = {};
    expect(await read(build, ['/assets/app-1.css'])).toEqual(new Map([['/assets/app-1.css', '.a{}']]));
    await writeFile(join(dir, 'assets', 'app-1.css'), '.b{}');
    // The same build: the text it read first (the file of a build never changes; the disk was not read again).
    expect((await read(build, ['/assets/app-1.css'])).get('/assets/app-1.css')).toBe('.a{}');
    expect((await read({}, ['/assets/app-1.css'])).get('/assets/app-1.css')).toBe('.b{}');
  });

  it('leaves out a file it cannot read, and tries it again on the next page', async () => {
    const read = stylesheetSource(dir);
    const build = {};
    expect(await read(build, ['/assets/late-2.css', '/assets/app-1.css'])).toEqual(
      new Map([['/assets/app-1.css', '.a{}']]),
    );
    await writeFile(join(dir, 'assets', 'late-2.css'), '.late{}');
    expect((await read(build, ['/assets/late-2.css'])).get('/assets/late-2.css')).toBe('.late{}');
  });
});

describe('fileOf', () => {
  it('maps a same-origin CSS href into the build folder', () => {
    expect(fileOf('/dist', '/assets/app-1.css')).toBe(join('/dist', 'assets', 'app-1.css'));
  });

  it('reads nothing outside the build or of another kind', () => {
    for (const href of [
      '/assets/../../etc/passwd.css',
      '//cdn.example/a.css',
      'https://cdn.example/a.css',
      'assets/a.css',
      '/assets/a.js',
      '/assets/a.css?v=1',
      '/assets\\..\\a.css',
    ]) {
      expect(fileOf('/dist', href)).toBeNull();
    }
  });
});

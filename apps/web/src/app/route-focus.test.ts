import { describe, expect, it } from 'vitest';
import { screenTitle } from './route-focus';

describe('screenTitle', () => {
  it('names the screen then the brand', () => {
    expect(screenTitle('  Hotels in\n Lisbon ', 'Wayfare Travel')).toBe('Hotels in Lisbon – Wayfare Travel');
  });

  it('is the page title alone without a heading or when the heading is the page title', () => {
    expect(screenTitle(null, 'Wayfare Travel')).toBe('Wayfare Travel');
    expect(screenTitle('   ', 'Wayfare Travel')).toBe('Wayfare Travel');
    expect(screenTitle('Wayfare Travel', 'Wayfare Travel')).toBe('Wayfare Travel');
  });
});

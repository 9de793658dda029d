import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StartupError } from './startup-error';

describe('StartupError', () => {
  it('shows a readable message and a way to retry instead of a blank page', () => {
    render(<StartupError message="Invalid runtime configuration from /config.json: environment: too small" />);
    expect(screen.getByRole('alert').textContent).toContain('environment: too small');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { UiProvider } from './ui-provider';

describe('UiProvider', () => {
  it('puts the CSP nonce on the style tags antd injects', () => {
    render(
      <UiProvider theme={{ token: { colorPrimary: '#0b5cad' } }} styleNonce="test-nonce">
        <Button type="primary">Go</Button>
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((style) => style.nonce === 'test-nonce' || style.getAttribute('nonce') === 'test-nonce')).toBe(
      true,
    );
  });
});

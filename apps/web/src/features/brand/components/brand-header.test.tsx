import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { BrandHeader } from './brand-header';

describe('BrandHeader', () => {
  it('shows the brand logo as a link home, with a mobile source', () => {
    const { container } = render(
      <MemoryRouter>
        <BrandProvider brand={brandConfigFixture()}>
          <BrandHeader />
        </BrandProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Wayfare' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('img', { name: 'Wayfare' }).getAttribute('src')).toBe('/brand-assets/wayfare/logo.svg');
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe('/brand-assets/wayfare/logo-mobile.svg');
  });
});

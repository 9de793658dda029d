import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TranslationsOutageNotice, TranslationsOutagePage } from './translations-outage';

describe('translations outage messages (issue 15)', () => {
  it('replaces a textless screen with a branded message in the brand language and a reload button', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<TranslationsOutagePage language="fr" brandName="Club Voyages" logoUrl="/brand-assets/club/logo.svg" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cette page ne peut pas s’afficher pour le moment' }));
    expect(screen.getByRole('img', { name: 'Club Voyages' }).getAttribute('src')).toBe('/brand-assets/club/logo.svg');
    expect(screen.getByRole('alert').closest('main')?.getAttribute('lang')).toBe('fr');
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('writes the notice in each brand language, English for an unknown one', () => {
    const { rerender } = render(<TranslationsOutageNotice language="es" />);
    expect(screen.getByRole('status').textContent).toMatch(/^No se han podido actualizar algunos textos/);
    rerender(<TranslationsOutageNotice language="it" />);
    expect(screen.getByRole('button', { name: 'Ricarica' })).toBeTruthy();
    rerender(<TranslationsOutageNotice language="de" />);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

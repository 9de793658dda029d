import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from './locale-provider';
import { Select } from './select';

describe('LocaleProvider', () => {
  it("gives React Aria's own texts the brand's language", () => {
    render(
      <LocaleProvider locale="fr-CH">
        <Select label="Sexe" options={[{ value: 'F', label: 'Femme' }]} value={null} onChange={() => undefined} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: /Sexe/ }).textContent).not.toContain('Select an item');
  });
});

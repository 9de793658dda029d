import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from './locale-provider';
import { NumberField } from './number-field';
import { Select } from './select';

function Counter() {
  return (
    <NumberField
      label="Points"
      value={1234}
      onChange={() => undefined}
      minValue={0}
      maxValue={5000}
      decrementLabel="Fewer"
      incrementLabel="More"
    />
  );
}

describe('LocaleProvider', () => {
  it("gives React Aria's own texts the brand's language", () => {
    render(
      <LocaleProvider locale="fr-CH">
        <Select label="Sexe" options={[{ value: 'F', label: 'Femme' }]} value={null} onChange={() => undefined} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: /Sexe/ }).textContent).not.toContain('Select an item');
  });

  it("formats React Aria's numbers in the brand's locale, not the browser's", () => {
    const { unmount } = render(<Counter />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Points' }).value).toBe('1,234');
    unmount();
    render(
      <LocaleProvider locale="de-DE">
        <Counter />
      </LocaleProvider>,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Points' }).value).toBe('1.234');
  });
});

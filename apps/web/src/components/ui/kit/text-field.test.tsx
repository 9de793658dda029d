import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea, TextField } from './text-field';

function Email({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Email"
      type="email"
      value={value}
      onChange={setValue}
      description="We send the voucher here"
      errorMessage={error}
      isRequired
    />
  );
}

describe('TextField', () => {
  it('is named by its label, described by its help and typed into from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Email />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(document.activeElement).toBe(input);
    await user.keyboard('a@b.it');
    expect((input as HTMLInputElement).value).toBe('a@b.it');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('We send the voucher here').id).toBe(input.getAttribute('aria-describedby')?.split(' ')[0]);
  });

  it('shows the error message, linked to the input, and reports itself invalid', () => {
    render(<Email error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Enter a valid email');
    const describedBy = error.parentElement?.id ?? '';
    expect(describedBy).not.toBe('');
    expect(input.getAttribute('aria-describedby')).toContain(describedBy);
  });
});

describe('TextArea', () => {
  it('takes several lines', async () => {
    const user = userEvent.setup();
    function Note() {
      const [value, setValue] = useState('');
      return <TextArea label="Special request" value={value} onChange={setValue} />;
    }
    render(<Note />);
    const area = screen.getByRole('textbox', { name: 'Special request' });
    await user.click(area);
    await user.keyboard('Late arrival{Enter}Quiet room');
    expect((area as HTMLTextAreaElement).value).toBe('Late arrival\nQuiet room');
  });
});

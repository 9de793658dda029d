import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showToast, Toaster } from './toast';

describe('Toaster', () => {
  it('announces a toast in a named region and closes it from its button', async () => {
    const user = userEvent.setup();
    render(<Toaster regionLabel="Notifications" closeLabel="Close" />);
    act(() => showToast({ title: 'Voucher applied', description: '€20 off', tone: 'error' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog');
    expect(toast.textContent).toContain('Voucher applied');
    await user.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Voucher applied')).toBeNull());
  });
});

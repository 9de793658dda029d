import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { DialogTrigger, ModalDialog } from './dialog';
import { TriggerButton } from './trigger-button';

function Confirm({ onConfirm }: { onConfirm: () => void }) {
  return (
    <DialogTrigger>
      <TriggerButton variant="secondary">Cancel trip</TriggerButton>
      <ModalDialog role="alertdialog" title="Cancel this trip?">
        {(close) => (
          <>
            <Button variant="ghost" onPress={close}>
              Keep it
            </Button>
            <Button
              onPress={() => {
                onConfirm();
                close();
              }}
            >
              Cancel it
            </Button>
          </>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}

describe('ModalDialog', () => {
  it('opens by keyboard, is named by its title, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Confirm onConfirm={vi.fn()} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this trip?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Cancel trip');
  });

  it('runs the confirming action and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Confirm onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel trip' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

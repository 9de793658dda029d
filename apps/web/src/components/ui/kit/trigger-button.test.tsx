import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { DialogTrigger, ModalDialog } from './dialog';
import { TriggerButton } from './trigger-button';

function Confirm() {
  return (
    <DialogTrigger>
      <TriggerButton variant="secondary">Cancel trip</TriggerButton>
      <ModalDialog role="alertdialog" title="Cancel this trip?">
        {(close) => (
          <Button variant="ghost" onPress={close}>
            Keep it
          </Button>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}

describe('TriggerButton', () => {
  it("has the kit Button's look", () => {
    render(
      <>
        <Button variant="secondary" size="large" block className="extra">
          Native
        </Button>
        <TriggerButton variant="secondary" size="large" block className="extra">
          Trigger
        </TriggerButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Trigger' }).className).toBe(
      screen.getByRole('button', { name: 'Native' }).className,
    );
  });

  it('opens a DialogTrigger dialog on a click, says so, and gets focus back when it closes', async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    const trigger = screen.getByRole('button', { name: 'Cancel trip' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this trip?' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('opens it by Enter and by Space, and Escape gives focus back', async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    for (const key of ['{Enter}', ' ']) {
      await user.tab();
      expect(document.activeElement?.textContent).toBe('Cancel trip');
      await user.keyboard(key);
      const dialog = await screen.findByRole('alertdialog');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(document.activeElement?.textContent).toBe('Cancel trip');
      (document.activeElement as HTMLElement).blur();
    }
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LightTrigger } from './light-trigger';

function Field(props: { isPending?: boolean; onPress?: () => void; preload?: () => void; onSubmit?: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit?.();
      }}
    >
      <span id="dates-label">Dates</span>
      <LightTrigger
        id="dates"
        className="trigger"
        aria-label="Departure – Return"
        aria-labelledby="dates dates-label"
        aria-describedby="dates-error"
        isPending={props.isPending ?? false}
        onPress={props.onPress ?? vi.fn()}
        preload={props.preload ?? vi.fn()}
      >
        Departure – Return
      </LightTrigger>
      <span id="dates-error">Choose your dates</span>
    </form>
  );
}

describe('LightTrigger', () => {
  it('is a native button named by its value then its label, announcing the dialog it opens', () => {
    render(<Field />);
    const trigger = screen.getByRole('button', { name: 'Departure – Return Dates' });
    expect(trigger.tagName).toBe('BUTTON');
    expect(trigger.getAttribute('type')).toBe('button');
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-describedby')).toBe('dates-error');
    expect(trigger.hasAttribute('aria-disabled')).toBe(false);
    expect(trigger.hasAttribute('data-pending')).toBe(false);
  });

  it('is pressed by a click, Enter and Space, never submitting its form', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const onSubmit = vi.fn();
    render(<Field onPress={onPress} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button'));
    expect(onPress).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts the import on a hover, a focus, a pointer down or a key down', async () => {
    const user = userEvent.setup();
    const preload = vi.fn();
    render(<Field preload={preload} />);
    const trigger = screen.getByRole('button');
    fireEvent.pointerEnter(trigger);
    expect(preload).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    expect(preload).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(trigger, { key: ' ' });
    expect(preload).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(trigger, { key: 'a' });
    expect(preload).toHaveBeenCalledTimes(3);
    fireEvent.pointerDown(trigger);
    expect(preload).toHaveBeenCalledTimes(4);
  });

  it('while pending stays focusable but busy, ignoring clicks and keys', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Field isPending onPress={onPress} />);
    const trigger = screen.getByRole('button');
    expect(trigger.getAttribute('aria-disabled')).toBe('true');
    expect(trigger.hasAttribute('data-pending')).toBe(true);
    expect(trigger.hasAttribute('disabled')).toBe(false);
    await user.click(trigger);
    await user.keyboard('{Enter} ');
    expect(document.activeElement).toBe(trigger);
    expect(onPress).not.toHaveBeenCalled();
  });
});

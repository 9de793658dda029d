import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from './file-drop';

describe('FileDrop', () => {
  it('hands the chosen file over, through a keyboard-reachable button', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    const { container } = render(
      <FileDrop
        label="Primary logo"
        buttonLabel="Choose image"
        acceptedTypes={['image/png']}
        onFile={onFile}
        description="PNG, at most 200 KB"
      />,
    );
    const choose = screen.getByRole('button', { name: 'Choose image' });
    // The drop zone's own stop (paste or drop by keyboard) comes first, then the button.
    await user.tab();
    if (document.activeElement !== choose) await user.tab();
    expect(document.activeElement).toBe(choose);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/png');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('announces an upload error', () => {
    render(
      <FileDrop
        label="Favicon"
        buttonLabel="Choose image"
        acceptedTypes={['image/x-icon']}
        onFile={() => undefined}
        errorMessage="the file is 300 KB; images must be at most 200 KB"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('200 KB');
  });
});

import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

describe('focusFirstInvalid', () => {
  it('focuses the first invalid field once the errors have rendered', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<input id="a"><input id="b"><input id="c">';
    document.body.append(form);
    focusFirstInvalid(form);
    form.querySelector('#b')?.setAttribute('aria-invalid', 'true');
    form.querySelector('#c')?.setAttribute('aria-invalid', 'true');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.id).toBe('b');
    form.remove();
  });
});

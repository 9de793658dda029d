/**
 * After a refused submit, the first field to fix takes the focus (WCAG 3.3.1): a text input marked aria-invalid,
 * or the button of an invalid kit Select. It waits a frame: the errors render after the submit handler returns.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form
      .querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], [data-invalid] button')
      ?.focus();
  });
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The brand's locale reaches React Aria through each kit component's own root (kit/aria-locale.tsx), no longer
 * through one I18nProvider at the app's root (issue 16: React Aria's i18n and SSR modules off the landing's first
 * load). So every exported component of a kit module that imports React Aria renders AriaLocale (or React Aria's
 * I18nProvider with the locale it is given, as the date pickers do); locale-provider.test.tsx renders some of them.
 */
const LOCALE_FREE: Record<string, string> = {
  // React Aria's Button under a DialogTrigger: press, hover and focus only, no text or number of its own.
  'trigger-button.tsx': 'TriggerButton',
  // A field's help and error, rendered only inside a kit field (TextField, Select) that wraps AriaLocale.
  'field-notes.tsx': 'FieldNotes',
};

const kitDir = import.meta.dirname;
const ariaModules = readdirSync(kitDir)
  .filter((name) => /\.tsx$/.test(name) && !name.endsWith('.test.tsx') && name !== 'aria-locale.tsx')
  .filter((name) => /from 'react-aria-components'/.test(readFileSync(path.join(kitDir, name), 'utf8')));

/** Each exported component's source, from its `export function` to the next top-level closing brace. */
function exportedComponents(source: string): { name: string; body: string }[] {
  return [...source.matchAll(/^export function ([A-Z]\w*)[\s\S]*?^\}$/gm)].map(([body, name]) => ({
    name: name!,
    body,
  }));
}

describe('AriaLocale', () => {
  it('finds the kit modules that render React Aria', () => {
    expect(ariaModules).toEqual(expect.arrayContaining(['select.tsx', 'sheet.tsx', 'number-field.tsx']));
  });

  it.each(ariaModules)('%s renders the brand locale at the root of each exported component', (name) => {
    const components = exportedComponents(readFileSync(path.join(kitDir, name), 'utf8'));
    expect(components.length).toBeGreaterThan(0);
    const missing = components
      .filter(({ name: component }) => LOCALE_FREE[name] !== component)
      .filter(({ body }) => !/<AriaLocale>|<I18nProvider locale=/.test(body))
      .map(({ name: component }) => component);
    expect(missing).toEqual([]);
  });
});

import { CONSENT_CATEGORIES } from '../../../lib/consent-store';
import type { ConsentCategory } from '../../../lib/consent-store';

/** spec §4 and §9: the acceptance cookie lasts 365 days. */
export const ACCEPTANCE_DAYS = 365;

/**
 * spec §9: "a legacy cookie uses event id 5 for the consent category". Our reading: older tag set-ups read the
 * choice from one cookie whose value is `<event id>:<categories>`; the consent category's event id is 5. So the
 * legacy cookie carries `5:technical` or `5:technical,measurement`, written and kept alongside the acceptance one.
 */
export const LEGACY_CONSENT_COOKIE = 'cookie-consent-legacy';
export const CONSENT_EVENT_ID = 5;

/** What the visitor can do in the banner or the modal (spec §2, §4). */
export type ConsentChoice =
  { kind: 'acceptAll' } | { kind: 'rejectAll' } | { kind: 'save'; selected: readonly ConsentCategory[] };

/** Categories the visitor may switch (spec §5: technical cannot be switched off). */
export const OPTIONAL_CATEGORIES: readonly ConsentCategory[] = CONSENT_CATEGORIES.filter(
  (category) => category !== 'technical',
);

/** spec §4: accept all stores every category, reject all only the required one, save the chosen plus technical. */
export function categoriesFor(choice: ConsentChoice): ConsentCategory[] {
  switch (choice.kind) {
    case 'acceptAll':
      return [...CONSENT_CATEGORIES];
    case 'rejectAll':
      return ['technical'];
    case 'save':
      return CONSENT_CATEGORIES.filter((category) => category === 'technical' || choice.selected.includes(category));
    default:
      throw new Error(`Unknown consent choice ${String(choice satisfies never as unknown)}`);
  }
}

/** spec §4: the acceptance cookie's value, a comma-separated list. */
export function acceptanceCookieValue(categories: readonly ConsentCategory[]): string {
  return categories.join(',');
}

/** The legacy cookie's value for the same choice (see LEGACY_CONSENT_COOKIE). */
export function legacyCookieValue(categories: readonly ConsentCategory[]): string {
  return `${CONSENT_EVENT_ID}:${acceptanceCookieValue(categories)}`;
}

/** The modal's toggles before the visitor touches them: the stored choice, else only technical (opt-in). */
export function initialSelection(stored: readonly ConsentCategory[] | null): ConsentCategory[] {
  return stored ? [...stored] : ['technical'];
}

/** Switching a category in the modal; technical stays on whatever is asked (spec §5). */
export function toggleCategory(
  selected: readonly ConsentCategory[],
  category: ConsentCategory,
  on: boolean,
): ConsentCategory[] {
  if (category === 'technical') return categoriesFor({ kind: 'save', selected });
  const next = on ? [...selected, category] : selected.filter((item) => item !== category);
  return categoriesFor({ kind: 'save', selected: next });
}

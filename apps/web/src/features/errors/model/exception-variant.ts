/** spec §4: /exception?type=401 is where a failed external sign-in lands. */
export const SIGN_IN_FAILURE_TYPE = '401';

export type ExceptionVariant = 'generic' | 'unauthorized';

/**
 * The wording of /exception from its `type` query value: 401 picks the sign-in failure texts
 * (`exception.unauthorized.*`), anything else the generic ones (`exception.generic.*`, spec §8).
 */
export function exceptionVariant(type: string | null | undefined): ExceptionVariant {
  return type?.trim() === SIGN_IN_FAILURE_TYPE ? 'unauthorized' : 'generic';
}

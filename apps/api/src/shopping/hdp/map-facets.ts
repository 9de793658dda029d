import { retrieveStayProposalsBodySchema } from '@wayfare/contract';
import type { z } from 'zod';
import { RequestValidationError } from '../../lib/validation';

type StayFacets = z.output<typeof retrieveStayProposalsBodySchema>['facets'];
const facetsSchema = retrieveStayProposalsBodySchema.shape.facets;

/**
 * RetrieveAllProposals' `facets` query value: the list's facets as JSON, checked by the same schema as
 * RetrieveProposals' body. Bad JSON or a bad facet is a 400 naming `facets`, never a crash.
 */
export function parseMapFacets(text: string | undefined): StayFacets {
  if (text === undefined || text === '') return facetsSchema.parse(undefined);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RequestValidationError([{ field: 'facets', message: 'must be JSON' }]);
  }
  const parsed = facetsSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.length ? `.${issue.path.join('.')}` : '';
    throw new RequestValidationError([{ field: `facets${path}`, message: issue?.message ?? 'invalid' }]);
  }
  return parsed.data;
}

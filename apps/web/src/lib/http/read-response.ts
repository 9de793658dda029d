import type { AnyEndpoint } from '@wayfare/contract';
import type { ResultSchema } from './result-schema';
import { ApiError, MALFORMED_RESPONSE } from './api-error';
import type { ValidationError } from './api-error';

interface EnvelopeLike {
  result: unknown;
  success: boolean;
  error: { code?: unknown; message?: unknown; details?: unknown; validationErrors?: unknown } | null;
}

function isEnvelope(value: unknown): value is EnvelopeLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.success === 'boolean' &&
    'result' in candidate &&
    (candidate.error === null || candidate.error === undefined || typeof candidate.error === 'object')
  );
}

function malformed(status: number, details: string): ApiError {
  return new ApiError({ message: MALFORMED_RESPONSE, status, details });
}

function validationErrorsOf(value: unknown): ValidationError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ValidationError =>
      typeof item === 'object' && item !== null && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

function fromEnvelopeError(status: number, error: NonNullable<EnvelopeLike['error']>): ApiError {
  return new ApiError({
    message:
      typeof error.message === 'string' && error.message ? error.message : `Request failed with status code ${status}`,
    code: typeof error.code === 'number' ? error.code : null,
    status,
    details: typeof error.details === 'string' ? error.details : null,
    validationErrors: validationErrorsOf(error.validationErrors),
  });
}

/**
 * Turns a response into the call's value or an ApiError: envelope errors keep the server's message; a
 * failing status without an envelope gets axios' wording; unreadable or off-contract bodies are MALFORMED_RESPONSE.
 */
export async function readResponse(
  response: Response,
  endpoint: Pick<AnyEndpoint, 'id' | 'raw'>,
  schema: Promise<ResultSchema>,
): Promise<unknown> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (!response.ok)
      throw new ApiError({ message: `Request failed with status code ${response.status}`, status: response.status });
    throw malformed(response.status, `${endpoint.id}: the response is not valid JSON`);
  }
  if (isEnvelope(json) && (!json.success || json.error)) {
    throw fromEnvelopeError(response.status, json.error ?? {});
  }
  if (!response.ok) {
    throw new ApiError({ message: `Request failed with status code ${response.status}`, status: response.status });
  }
  let value: unknown;
  if (endpoint.raw) value = json;
  else if (isEnvelope(json)) value = json.result;
  else throw malformed(response.status, `${endpoint.id}: the response is not an API envelope`);
  const parsed = (await schema).safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(result)'}: ${issue.message}`);
    throw malformed(response.status, `${endpoint.id}: unexpected result shape (${issues.join('; ')})`);
  }
  return parsed.data;
}

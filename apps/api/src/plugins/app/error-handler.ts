import { randomBytes } from 'node:crypto';
import { ErrorMessage, fail, statusForError } from '@wayfare/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { ApiError } from '../../lib/api-error';
import { isConnectionError } from '../../db/connection-errors';
import { loggableError } from '../../lib/loggable-error';
import { queryLimitError } from '../../lib/querystring';
import { fieldErrors, RequestValidationError } from '../../lib/validation';
import { isDocumentRequest, rateLimitedPage } from './rate-limited-page';

const messageForStatus: Record<number, ErrorMessage> = {
  400: ErrorMessage.VALIDATION_ERROR,
  401: ErrorMessage.UNAUTHORIZED,
  403: ErrorMessage.FORBIDDEN,
  404: ErrorMessage.NOT_FOUND,
  409: ErrorMessage.CONFLICT,
  429: ErrorMessage.RATE_LIMITED,
};

function isMalformedJson(error: FastifyError): boolean {
  return error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
}

/** The envelope of a request that failed because the database is away (also the health check's). */
export function databaseUnavailable() {
  return fail({
    code: 503,
    message: ErrorMessage.GENERIC_ERROR,
    details: 'The database is unavailable; try again shortly',
  });
}

/**
 * The one error handler: every failure becomes the envelope with the status that goes with its
 * message; clients never see a stack (style.md §8). 5xx are logged with the stack.
 */
export const errorHandler = fp(
  async (app) => {
    // The query parser runs inside the router and cannot throw; it flags a query over its limits.
    app.addHook('onRequest', async (request) => {
      const limit = queryLimitError(request.query);
      if (limit) throw new RequestValidationError([limit]);
    });

    /** A page request past the rate limit gets the brand's own page, not the JSON envelope (issue 15 item 9). */
    async function sendRateLimitedPage(request: FastifyRequest, reply: FastifyReply) {
      const domain = app.config.public.brandDomain ?? request.hostname;
      const brand = app.hasDecorator('brandConfigCache')
        ? await app.brandConfigCache.get(domain).catch(() => null)
        : null;
      const attributes = brand?.attributes;
      const nonce = randomBytes(16).toString('base64');
      const page = rateLimitedPage(
        {
          name: attributes?.brandDetails.brandName ?? 'Wayfare',
          logoUrl: attributes?.theme.logoPrimaryUrl ?? null,
          primaryColor: attributes?.theme.primaryColor ?? '#0f766e',
          primaryTextColor: attributes?.theme.primaryTextColor ?? '#ffffff',
        },
        attributes?.language ?? 'en',
        nonce,
      );
      return reply
        .code(429)
        .header('cache-control', 'no-store')
        .header('content-security-policy', page.csp)
        .type('text/html; charset=utf-8')
        .send(page.html);
    }

    app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof RequestValidationError) {
        return reply
          .code(400)
          .send(
            fail({ code: 400, message: error.errorMessage, details: error.details, validationErrors: error.fields }),
          );
      }
      if (error instanceof ApiError) {
        if (error.statusCode === 429 && isDocumentRequest(request)) return sendRateLimitedPage(request, reply);
        const unAuthorizedRequest = error.statusCode === 401;
        return reply
          .code(error.statusCode)
          .send(
            fail({ code: error.statusCode, message: error.errorMessage, details: error.details }, unAuthorizedRequest),
          );
      }
      if (error instanceof ZodError) {
        return reply.code(400).send(
          fail({
            code: 400,
            message: ErrorMessage.VALIDATION_ERROR,
            details: 'Invalid request',
            validationErrors: fieldErrors(error.issues, 'body'),
          }),
        );
      }
      if (isConnectionError(error)) {
        // The database is away (restart, failover): a clear, retryable 503, never a crash or a bare 500.
        request.log.warn(
          { code: (error.cause as { code?: string } | undefined)?.code ?? error.code },
          'database unavailable',
        );
        return reply.code(503).header('retry-after', '5').send(databaseUnavailable());
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status < 500) {
        // Fastify's own client errors (body parsing, content type, size): their messages are safe to show.
        const details = isMalformedJson(error) ? `Malformed JSON body: ${error.message}` : error.message;
        const message = messageForStatus[status] ?? ErrorMessage.VALIDATION_ERROR;
        // Every 400 names what was wrong: Fastify's are about the body (empty, malformed, wrong type).
        const validationErrors = status === 400 ? [{ field: 'body', message: details }] : undefined;
        return reply.code(status).send(fail({ code: status, message, details, validationErrors }, status === 401));
      }
      // Never the error as it is: a failed query's message carries its parameters (personal data).
      request.log.error({ err: loggableError(error) }, 'request failed');
      const message = ErrorMessage.INTERNAL_ERROR;
      return reply
        .code(statusForError[message])
        .send(fail({ code: statusForError[message], message, details: 'An unexpected error occurred' }));
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(
        fail({
          code: 404,
          message: ErrorMessage.NOT_FOUND,
          details: `No route for ${request.method} ${request.url.split('?')[0]}`,
        }),
      );
    });
  },
  { name: 'error-handler' },
);

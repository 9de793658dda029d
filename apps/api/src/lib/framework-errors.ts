import type { Socket } from 'node:net';
import { ErrorMessage, fail } from '@wayfare/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDocumentRequest } from '../plugins/app/rate-limited-page';
import { repairPageUrl } from './repair-page-url';

/**
 * Errors Fastify raises before routing (a malformed URL such as `/%`, a failed route constraint): the
 * envelope with a reason like every other answer (issue 15 item 13), not Fastify's own JSON. A browser tab on a
 * page address whose path does not decode (a mangled link) is sent to the repaired address instead, which renders
 * the brand's page (its not-found screen at worst): it showed the raw JSON envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const repaired = error.code === 'FST_ERR_BAD_URL' && isDocumentRequest(request) ? repairPageUrl(request.url) : null;
  if (repaired) {
    void reply.code(302).header('cache-control', 'no-store').redirect(repaired, 302);
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const validationErrors = status === 400 ? [{ field: 'url', message: error.message }] : undefined;
  reply
    .code(status)
    .send(fail({ code: status, message: ErrorMessage.VALIDATION_ERROR, details: error.message, validationErrors }));
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (431 for a URL or headers over the limit,
 * 400 for a malformed request): written to the socket as the envelope, with the status and its reason.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const details =
    status === 431
      ? 'The URL or the request headers are too long'
      : status === 408
        ? 'Request timed out'
        : 'Malformed request';
  const body = JSON.stringify(fail({ code: status, message: ErrorMessage.VALIDATION_ERROR, details }));
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

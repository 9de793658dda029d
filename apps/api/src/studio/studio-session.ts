import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/api-error';
import type { EditorAccount } from './editor-repository';
import { SESSION_TTL_MS } from './editor-repository';
import { isCsrfToken } from './studio-tokens';

/** The session cookie: HttpOnly, SameSite=Strict, only sent to the studio API. */
export const STUDIO_COOKIE = 'wf_studio';
const COOKIE_PATH = '/api/studio';

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const flags = [`Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`];
  if (secure) flags.push('Secure');
  return `${STUDIO_COOKIE}=${value}; ${flags.join('; ')}`;
}

export function setSessionCookie(reply: FastifyReply, token: string, request: FastifyRequest): void {
  reply.header('set-cookie', cookie(token, SESSION_TTL_MS / 1000, request.protocol === 'https'));
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.header('set-cookie', cookie('', 0, request.protocol === 'https'));
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = readCookie(request.headers.cookie, STUDIO_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/** A change must come from the studio's own page: the Origin (when sent) is this host. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export interface StudioCaller {
  editor: EditorAccount;
  token: string;
}

/**
 * The signed-in editor (401 without a valid session). Changes (`write`) also need the Origin of this host and the
 * session's CSRF token in `X-CSRF-Token` (403 otherwise).
 */
export async function requireEditor(
  app: FastifyInstance,
  request: FastifyRequest,
  write: boolean,
): Promise<StudioCaller> {
  const token = sessionToken(request);
  const editor = token ? await app.editorRepository.sessionEditor(token) : null;
  if (!token || !editor) throw unauthorized('Sign in to the studio');
  if (write) {
    const header = request.headers['x-csrf-token'];
    if (!sameOrigin(request)) throw forbidden('Studio changes must come from the studio page');
    if (!isCsrfToken(typeof header === 'string' ? header : undefined, token, app.config.accessTokenSecret)) {
      throw forbidden('Missing or wrong X-CSRF-Token');
    }
  }
  return { editor, token };
}

/** Editors open only their own domains; administrators every domain (403 otherwise). */
export function requireDomain(editor: EditorAccount, domain: string): void {
  if (editor.role === 'admin' || editor.domains.includes(domain)) return;
  throw forbidden(`${editor.email} may not edit ${domain}`);
}

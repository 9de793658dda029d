import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BrandDocument } from '@wayfare/contract';
import { demoEditorEmail, DEMO_STUDIO_PASSWORD } from '../../src/studio/studio-seed';
import { buildTestApp } from '../helper';
import type { TestAppOptions } from '../helper';

export interface StudioClient {
  cookie: string;
  csrf: string;
  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** Signs a demo studio account in and returns a client that sends its cookie and CSRF token. */
export async function signIn(app: FastifyInstance, email: string): Promise<StudioClient> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/studio/SignIn',
    payload: { email, password: DEMO_STUDIO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email}: ${response.statusCode} ${response.body}`);
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  const csrf = (response.json() as { result: { csrfToken: string } }).result.csrfToken;
  return {
    cookie,
    csrf,
    request: (method, url, payload) =>
      app.inject({
        method,
        url,
        headers: { cookie, 'x-csrf-token': csrf },
        ...(payload !== undefined && { payload: payload as object }),
      }),
  };
}

/** A studio test file's app with the domain's demo editor signed in: the start-up every studio test shares. */
export async function startStudio(
  domain: string,
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; editor: StudioClient }> {
  const app = await buildTestApp(options);
  return { app, editor: await signIn(app, demoEditorEmail(domain)) };
}

/** The current draft document of a domain. */
export async function draftOf(client: StudioClient, domain: string): Promise<BrandDocument> {
  const response = await client.request('GET', `/api/studio/brands/${domain}/draft`);
  return (response.json() as { result: { document: BrandDocument } }).result.document;
}

/** The brand configuration the site serves (theme and landing content). */
export async function served(app: FastifyInstance, domain: string, preview?: string) {
  const query = `populate[0]=theme&populate[1]=landingContent${preview ? `&preview=${encodeURIComponent(preview)}` : ''}`;
  const response = await app.inject({ method: 'GET', url: `/api/content/brand-configurations/${domain}?${query}` });
  return { status: response.statusCode, headers: response.headers, attributes: response.json().data?.attributes };
}

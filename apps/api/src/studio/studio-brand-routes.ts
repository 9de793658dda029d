import { studioApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../lib/api-error';
import { ErrorMessage } from '@wayfare/contract';
import { registerEndpoint } from '../lib/route';
import { RequestValidationError } from '../lib/validation';
import { callerOf, studioAccess } from './studio-access';
import {
  invalidateBrand,
  pinIdentity,
  presentDraft,
  presentVersion,
  publishedVersion,
  restorable,
} from './studio-documents';

/** The studio's brand calls (issue 20): list, draft, check, publish, versions, restore. */
export async function studioBrandRoutes(app: FastifyInstance) {
  const read = { preHandler: studioAccess(app, false) };
  const write = { preHandler: studioAccess(app, true) };

  registerEndpoint(
    app,
    studioApi.ListBrands,
    async (_input, request) => {
      const { editor } = callerOf(request);
      const [latest, drafts] = await Promise.all([app.brandStore.latestOfAll(), app.brandStore.draftDomains()]);
      const brands = latest
        .filter((row) => editor.role === 'admin' || editor.domains.includes(row.domain))
        .map((row) => ({
          domain: row.domain,
          brandName: row.document.attributes.brandDetails.brandName,
          primaryColor: row.document.attributes.theme.primaryColor,
          publishedVersion: row.version,
          publishedAt: row.createdAt.toISOString(),
          publishedBy: row.author,
          hasDraft: drafts.has(row.domain),
        }));
      return { brands };
    },
    read,
  );

  registerEndpoint(
    app,
    studioApi.GetDraft,
    async ({ params }) => {
      const published = await publishedVersion(app, params.domain);
      return presentDraft(app, params.domain, await app.brandStore.draft(params.domain), published);
    },
    read,
  );

  registerEndpoint(
    app,
    studioApi.SaveDraft,
    async ({ params, body }, request) => {
      const published = await publishedVersion(app, params.domain);
      const previous = await app.brandStore.draft(params.domain);
      const document = pinIdentity(body.document, published.document);
      const draft = await app.brandStore.saveDraft(
        params.domain,
        document,
        previous?.baseVersion ?? published.version,
        callerOf(request).editor.email,
      );
      return presentDraft(app, params.domain, draft, published);
    },
    { ...write, bodyLimit: 512 * 1024 },
  );

  registerEndpoint(
    app,
    studioApi.DiscardDraft,
    async ({ params }) => {
      const published = await publishedVersion(app, params.domain);
      await app.brandStore.discardDraft(params.domain);
      return presentDraft(app, params.domain, null, published);
    },
    write,
  );

  registerEndpoint(
    app,
    studioApi.CheckDraft,
    async ({ params }) => {
      const published = await publishedVersion(app, params.domain);
      const draft = await app.brandStore.draft(params.domain);
      return app.studioSafety.check(draft?.document ?? published.document);
    },
    write,
  );

  registerEndpoint(
    app,
    studioApi.Publish,
    async ({ params }, request) => {
      await publishedVersion(app, params.domain);
      const draft = await app.brandStore.draft(params.domain);
      if (!draft) throw new ApiError(ErrorMessage.CONFLICT, 'No draft to publish: save a change first');
      const report = await app.studioSafety.check(draft.document);
      if (!report.ok) {
        throw new RequestValidationError(report.issues.map(({ field, message }) => ({ field, message })));
      }
      const row = await app.brandStore.publish(params.domain, draft.document, callerOf(request).editor.email);
      await invalidateBrand(app, params.domain);
      return { version: presentVersion(row, row.version) };
    },
    write,
  );

  registerEndpoint(
    app,
    studioApi.ListVersions,
    async ({ params }) => {
      const rows = await app.brandStore.versions(params.domain);
      if (rows.length === 0) throw notFound(`No brand configuration for domain ${params.domain}`);
      return { versions: rows.map((row) => presentVersion(row, rows[0]!.version)) };
    },
    read,
  );

  registerEndpoint(
    app,
    studioApi.RestoreVersion,
    async ({ params }, request) => {
      const old = await app.brandStore.version(params.domain, params.version);
      if (!old) throw notFound(`No version ${params.version} of ${params.domain}`);
      const row = await app.brandStore.publish(
        params.domain,
        restorable(old),
        callerOf(request).editor.email,
        old.version,
      );
      await invalidateBrand(app, params.domain);
      return { version: presentVersion(row, row.version) };
    },
    write,
  );
}

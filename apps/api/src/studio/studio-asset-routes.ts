import { studioApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/api-error';
import { registerEndpoint } from '../lib/route';
import { RequestValidationError } from '../lib/validation';
import { assetUrl, STUDIO_ASSET_PREFIX } from './asset-repository';
import { callerOf, studioAccess } from './studio-access';
import { uploadProblem } from './upload-bytes';

/** Named by their content hash, uploads never change: caches keep them a year. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Logo and favicon uploads (issue 20): stored in the database, served by hash. */
export async function studioAssetRoutes(app: FastifyInstance) {
  registerEndpoint(
    app,
    studioApi.UploadAsset,
    async ({ params, body }, request) => {
      const bytes = Buffer.from(body.dataBase64, 'base64');
      const problem = uploadProblem(body.contentType, bytes);
      if (problem) throw new RequestValidationError([{ field: 'dataBase64', message: problem }]);
      const asset = await app.assetRepository.store(
        params.domain,
        body.contentType,
        bytes,
        callerOf(request).editor.email,
      );
      return {
        url: assetUrl(asset.hash, asset.contentType),
        hash: asset.hash,
        contentType: asset.contentType,
        size: asset.size,
      };
    },
    { preHandler: studioAccess(app, true), bodyLimit: 512 * 1024 },
  );

  app.get<{ Params: { file: string } }>(`${STUDIO_ASSET_PREFIX}:file`, async (request, reply) => {
    const match = /^([0-9a-f]{64})\.[a-z]+$/.exec(request.params.file);
    const asset = match ? await app.assetRepository.find(match[1]!) : null;
    if (!asset) throw notFound('No such studio asset');
    const etag = `"${asset.hash}"`;
    reply
      .header('cache-control', ASSET_CACHE_CONTROL)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own runs nothing: no script, no plugins, a sandboxed document.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type(asset.contentType);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(asset.bytes);
  });
}

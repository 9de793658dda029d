import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Brand assets change rarely and keep their names: a month in caches (design.md: long cache lifetimes). */
const BRAND_ASSET_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * Logos, favicons, hero and destination images of the demo brands at /brand-assets/<brand>/...
 * Also provides `reply.sendFile`, which the web app plugin uses.
 */
export const brandAssets = fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: join(app.config.seedDir, 'brands', 'assets'),
      prefix: '/brand-assets/',
      decorateReply: true,
      index: false,
      list: false,
      cacheControl: true,
      maxAge: BRAND_ASSET_MAX_AGE_SECONDS * 1000,
    });
  },
  { name: 'brand-assets' },
);

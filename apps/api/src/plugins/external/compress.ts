import compress from '@fastify/compress';
import type { FastifyCompressOptions } from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** gzip/br for responses over 1 KB (design.md: the API compresses responses). */
export const COMPRESS_OPTIONS = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  // Quality 4 keeps brotli fast enough for dynamic JSON; the default (11) costs milliseconds per response.
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  // JSON pages (a 20-proposal flight page is ~40 KB) compress in one call: on 2 cores the default (8 KB)
  // sends them through a zlib stream per response, whose setup costs more than the compression itself.
  syncThreshold: 64 * 1024,
} satisfies FastifyCompressOptions;

/**
 * Contract endpoints (route.ts): dynamic JSON compressed per request, so gzip level 3 (~0.14 ms for a flight page,
 * 2.5 KB) instead of the default 6 (~0.26 ms, 2.1 KB). Static files keep the default: they are sent once per user.
 * Route options replace every global one, hence the spread.
 */
export const API_COMPRESS_OPTIONS = { ...COMPRESS_OPTIONS, zlibOptions: { level: 3 } } satisfies FastifyCompressOptions;

export const compression = fp(
  async (app) => {
    await app.register(compress, { global: true, ...COMPRESS_OPTIONS });
  },
  { name: 'compression' },
);

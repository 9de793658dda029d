import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** gzip/br for responses over 1 KB (design.md: the API compresses responses). */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Quality 4 keeps brotli fast enough for dynamic JSON; the default (11) costs milliseconds per response.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);

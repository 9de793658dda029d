import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL), or null: rate limits and invalidation then stay in process. */
    redis: Redis | null;
  }
}

/** How long boot waits for Redis before going on without it (requests then skip the shared limit). */
const CONNECT_TIMEOUT_MS = 3_000;

/** Opens a Redis connection for the instance when REDIS_URL is set (issue 17); closes it with the app. */
export const redis = fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(url, {
      lazyConnect: true,
      // Fail fast while disconnected: a request must not wait for Redis (the limiter then lets it pass).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: CONNECT_TIMEOUT_MS,
    });
    // Without a listener, a lost connection would be an unhandled 'error' event; ioredis reconnects itself.
    client.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
    try {
      await client.connect();
      app.log.info('redis ready');
    } catch (error) {
      app.log.error({ err: error }, 'redis unreachable at boot; continuing, it is retried in the background');
    }
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      client.disconnect();
    });
  },
  { name: 'redis' },
);

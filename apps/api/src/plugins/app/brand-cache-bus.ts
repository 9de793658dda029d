import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';

/** One invalidation: a domain, or every domain when `domain` is null. */
export interface Invalidation {
  domain: string | null;
}

/**
 * Carries brand-config invalidations to every API instance (spec §7 RemoveConfig, CleanAllConfigurationCaches;
 * issue 17): Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY on PostgreSQL, in process on the
 * embedded database (one process). `onReconnect` fires when messages may have been missed: clear everything.
 */
export interface InvalidationBus {
  readonly kind: 'redis' | 'postgres' | 'in-process';
  publish(message: Invalidation): Promise<void>;
  close(): Promise<void>;
}

export interface BusHandlers {
  onMessage: (message: Invalidation) => void;
  onReconnect: () => void;
}

const CHANNEL = 'wayfare_brand_config';
const RECONNECT_MS = 1_000;

/** Messages carry the sender, so an instance does not apply its own invalidation twice. */
function codec(handlers: BusHandlers) {
  const origin = randomUUID();
  return {
    encode: (message: Invalidation) => JSON.stringify({ origin, domain: message.domain }),
    receive(payload: string) {
      try {
        const parsed = JSON.parse(payload) as { origin?: unknown; domain?: unknown };
        if (parsed.origin === origin) return;
        handlers.onMessage({ domain: typeof parsed.domain === 'string' ? parsed.domain : null });
      } catch {
        // A foreign or broken message: the safe answer is to forget everything.
        handlers.onReconnect();
      }
    },
  };
}

async function redisBus(app: FastifyInstance, handlers: BusHandlers): Promise<InvalidationBus> {
  const publisher = app.redis!;
  const subscriber = publisher.duplicate({ enableOfflineQueue: true });
  const { encode, receive } = codec(handlers);
  let connectedOnce = false;
  subscriber.on('error', (error: Error) => app.log.warn({ err: error }, 'redis subscriber error'));
  subscriber.on('ready', () => {
    if (connectedOnce) handlers.onReconnect();
    connectedOnce = true;
  });
  subscriber.on('message', (_channel: string, payload: string) => receive(payload));
  await subscriber.subscribe(CHANNEL).catch((error: unknown) => {
    app.log.error({ err: error }, 'redis subscribe failed; retried on reconnect');
  });
  return {
    kind: 'redis',
    publish: async (message) => {
      await publisher.publish(CHANNEL, encode(message));
    },
    close: async () => {
      subscriber.disconnect();
    },
  };
}

async function postgresBus(app: FastifyInstance, url: string, handlers: BusHandlers): Promise<InvalidationBus> {
  const { encode, receive } = codec(handlers);
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  const listen = async (reconnecting: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (note) => {
      if (note.channel === CHANNEL && note.payload) receive(note.payload);
    });
    // A dropped listener connection: reconnect, and forget what may have been missed meanwhile.
    const retry = (error?: Error) => {
      if (error) app.log.warn({ err: error }, 'brand-config LISTEN connection lost');
      next.removeAllListeners('end');
      if (closed || client !== next) return;
      client = null;
      timer = setTimeout(() => void listen(true), RECONNECT_MS);
    };
    next.on('error', retry);
    next.on('end', () => retry());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (reconnecting) handlers.onReconnect();
    } catch (error) {
      retry(error as Error);
    }
  };
  await listen(false);
  return {
    kind: 'postgres',
    publish: async (message) => {
      await app.db.execute(sql`select pg_notify(${CHANNEL}, ${encode(message)})`);
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

async function openBus(app: FastifyInstance, handlers: BusHandlers): Promise<InvalidationBus> {
  if (app.redis) return redisBus(app, handlers);
  if (app.dbKind === 'postgres' && app.config.databaseUrl) return postgresBus(app, app.config.databaseUrl, handlers);
  // One process holds every cache there is: the local invalidation already reached it.
  return { kind: 'in-process', publish: async () => undefined, close: async () => undefined };
}

/**
 * The bus that fits the deployment: Redis first (when set), else PostgreSQL, else in process. Publishing
 * never fails the caller: a lost message costs at most BRAND_CACHE_TTL_SECONDS of staleness elsewhere.
 */
export async function openInvalidationBus(app: FastifyInstance, handlers: BusHandlers): Promise<InvalidationBus> {
  const bus = await openBus(app, handlers);
  return {
    kind: bus.kind,
    close: () => bus.close(),
    publish: (message) =>
      bus.publish(message).catch((error: unknown) => {
        app.log.error({ err: error, bus: bus.kind }, 'brand-config invalidation not sent to the other instances');
      }),
  };
}

import type { AppConfig } from './config';
import type { Db, DatabaseKind } from './db/client';
import type { BrandConfigRepository } from './db/repositories/brand-config-repository';
import type { EmailOutboxRepository } from './db/repositories/email-outbox-repository';
import type { EventRepository } from './db/repositories/event-repository';
import type { FeatureToggleRepository } from './db/repositories/feature-toggle-repository';
import type { Member, MemberRepository } from './db/repositories/member-repository';
import type { MemberTravellerRepository } from './db/repositories/member-traveller-repository';
import type { SsoTokenRepository } from './db/repositories/sso-token-repository';
import type { SqlExecutor } from './db/sql-executor';
import type { EmailQueue } from './email/email-queue';
import type { BrandConfigCache } from './plugins/app/brand-config-cache';
import type { EmailWorker } from './plugins/app/email-worker';
import type { TestToken } from './seed/test-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Checks every endpoint result against the contract (tests). */
    validateResponses: boolean;
    db: Db;
    dbKind: DatabaseKind;
    /** Raw SQL on the database's connections (pg-boss). */
    dbExecutor: SqlExecutor;
    brandConfigRepository: BrandConfigRepository;
    featureToggleRepository: FeatureToggleRepository;
    memberRepository: MemberRepository;
    /** Travellers members saved for next time (issue 18). */
    memberTravellerRepository: MemberTravellerRepository;
    ssoTokenRepository: SsoTokenRepository;
    eventRepository: EventRepository;
    brandConfigCache: BrandConfigCache;
    testTokens: readonly TestToken[];
    /** Booking email jobs (pg-boss) and the development outbox (issue 18). */
    emailQueue: EmailQueue;
    emailOutbox: EmailOutboxRepository;
    emailWorker: EmailWorker;
  }
  interface FastifyRequest {
    /** The signed-in member from `Authorization: Bearer`, or null (anonymous). */
    member: Member | null;
  }
}

import fp from 'fastify-plugin';
import { BrandConfigRepository } from '../../db/repositories/brand-config-repository';
import { EventRepository } from '../../db/repositories/event-repository';
import { FeatureToggleRepository } from '../../db/repositories/feature-toggle-repository';
import { MemberRepository } from '../../db/repositories/member-repository';
import { MemberTravellerRepository } from '../../db/repositories/member-traveller-repository';
import { SsoTokenRepository } from '../../db/repositories/sso-token-repository';

/** Repositories decorated on the instance (style.md §8), so handlers stay thin. */
export const repositories = fp(
  async (app) => {
    app.decorate('brandConfigRepository', new BrandConfigRepository(app.db));
    app.decorate('featureToggleRepository', new FeatureToggleRepository(app.db));
    app.decorate('memberRepository', new MemberRepository(app.db));
    app.decorate('memberTravellerRepository', new MemberTravellerRepository(app.db));
    app.decorate('ssoTokenRepository', new SsoTokenRepository(app.db));
    app.decorate('eventRepository', new EventRepository(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);

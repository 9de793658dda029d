import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AssetRepository } from './asset-repository';
import { BrandStore } from './brand-store';
import { EditorRepository } from './editor-repository';
import { studioAssetRoutes } from './studio-asset-routes';
import { studioAuthRoutes } from './studio-auth-routes';
import { studioBrandRoutes } from './studio-brand-routes';
import { studioPreviewRoutes } from './studio-preview-routes';
import { createStudioSafety } from './studio-safety';
import type { StudioSafety } from './studio-safety';

declare module 'fastify' {
  interface FastifyInstance {
    /** Brand versions and drafts (issue 20). */
    brandStore: BrandStore;
    editorRepository: EditorRepository;
    assetRepository: AssetRepository;
    studioSafety: StudioSafety;
  }
}

/** The studio's repositories, before seeding (which records each brand file as version 1). */
export const studioStore = fp(
  async (app) => {
    app.decorate('brandStore', new BrandStore(app.db));
    app.decorate('editorRepository', new EditorRepository(app.db));
    app.decorate('assetRepository', new AssetRepository(app.db));
    app.decorate('studioSafety', createStudioSafety(app));
  },
  { name: 'studio-store', dependencies: ['database'] },
);

/** The studio API (issue 20): sign-in, brands, drafts, checks, publishing, versions, uploads, preview carts. */
export async function studioRoutes(app: FastifyInstance) {
  await app.register(studioAuthRoutes);
  await app.register(studioBrandRoutes);
  await app.register(studioAssetRoutes);
  await app.register(studioPreviewRoutes);
}

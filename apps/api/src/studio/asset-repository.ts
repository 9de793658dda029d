import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { studioAssets } from '../db/schema';

export interface StoredAsset {
  hash: string;
  domain: string;
  contentType: string;
  size: number;
  bytes: Buffer;
}

/** Path prefix the API serves uploads under: same-origin, so the brand-URL rule accepts it. */
export const STUDIO_ASSET_PREFIX = '/api/studio/assets/';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
};

export function assetUrl(hash: string, contentType: string): string {
  return `${STUDIO_ASSET_PREFIX}${hash}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

/** The hash of an upload URL (`/api/studio/assets/<sha256>.<ext>`), or null for any other URL. */
export function assetHashOf(url: string): string | null {
  const match = /^\/api\/studio\/assets\/([0-9a-f]{64})\.[a-z]+$/.exec(url);
  return match ? match[1]! : null;
}

/** Uploaded logos and favicons, content-addressed: the same bytes are stored once and never change. */
export class AssetRepository {
  constructor(private readonly db: Db) {}

  async store(domain: string, contentType: string, bytes: Buffer, uploadedBy: string): Promise<StoredAsset> {
    const hash = createHash('sha256').update(bytes).digest('hex');
    await this.db
      .insert(studioAssets)
      .values({ hash, domain, contentType, size: bytes.length, bytes, uploadedBy })
      .onConflictDoNothing({ target: studioAssets.hash });
    return { hash, domain, contentType, size: bytes.length, bytes };
  }

  async find(hash: string): Promise<StoredAsset | null> {
    const [row] = await this.db.select().from(studioAssets).where(eq(studioAssets.hash, hash)).limit(1);
    return row
      ? { hash: row.hash, domain: row.domain, contentType: row.contentType, size: row.size, bytes: row.bytes }
      : null;
  }
}

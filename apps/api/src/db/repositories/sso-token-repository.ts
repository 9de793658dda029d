import { lt } from 'drizzle-orm';
import type { Db } from '../client';
import { ssoTokenUses } from '../schema';

/** Records used single sign-on token ids (design.md: partner tokens are single-use). */
export class SsoTokenRepository {
  constructor(private readonly db: Db) {}

  /**
   * Marks a token id as used; true only for the first use. The insert is the check, so two
   * concurrent sign-ins with the same token cannot both succeed.
   */
  async markUsed(jti: string, expiresAt: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(ssoTokenUses)
      .values({ jti, expiresAt })
      .onConflictDoNothing()
      .returning({ jti: ssoTokenUses.jti });
    return inserted.length === 1;
  }

  /** Expired tokens are refused by their `exp` anyway, so their ids need not be kept. */
  async deleteExpired(now = new Date()): Promise<void> {
    await this.db.delete(ssoTokenUses).where(lt(ssoTokenUses.expiresAt, now));
  }
}

import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { members } from '../schema';

export type Member = typeof members.$inferSelect;

export interface ExternalMemberData {
  domain: string;
  externalUserId: string;
  programme: string | null;
  /** The partner's display name; null when its token carries none. */
  displayName?: string | null;
  /** The partner's contact details (checkout prefill); null when its token carries none. */
  contactEmail?: string | null;
  contactPhone?: { countryCode: string; number: string } | null;
  pointsBalance: number;
  budgetRestriction: number | null;
}

/** Programme members (single sign-on users and seeded demo accounts). */
export class MemberRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<Member | null> {
    const [row] = await this.db.select().from(members).where(eq(members.id, id)).limit(1);
    return row ?? null;
  }

  /** A password account by e-mail or user name (the external user id), as `userNameOrEmailAddress` allows. */
  async findPasswordAccount(domain: string, login: string): Promise<Member | null> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(
        and(
          eq(members.domain, domain.toLowerCase()),
          isNotNull(members.passwordHash),
          or(eq(members.email, login.toLowerCase()), eq(members.externalUserId, login)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The partner is the source of truth for programme and balance: each sign-in refreshes them. */
  async upsertExternal(data: ExternalMemberData): Promise<Member> {
    const values = { ...data, domain: data.domain.toLowerCase() };
    const [row] = await this.db
      .insert(members)
      .values(values)
      .onConflictDoUpdate({
        target: [members.domain, members.externalUserId],
        set: {
          programme: values.programme,
          displayName: values.displayName ?? null,
          contactEmail: values.contactEmail ?? null,
          contactPhone: values.contactPhone ?? null,
          pointsBalance: values.pointsBalance,
          budgetRestriction: values.budgetRestriction,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    return row!;
  }

  /** Creates a password account unless one with that external id exists. */
  async insertIfMissing(data: ExternalMemberData & { email: string; passwordHash: string }): Promise<void> {
    await this.db
      .insert(members)
      .values({ ...data, domain: data.domain.toLowerCase(), email: data.email.toLowerCase() })
      .onConflictDoNothing();
  }

  async exists(domain: string, externalUserId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.domain, domain.toLowerCase()), eq(members.externalUserId, externalUserId)))
      .limit(1);
    return row !== undefined;
  }
}

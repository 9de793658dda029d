import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { StudioEditor, StudioRole } from '@wayfare/contract';
import type { Db } from '../db/client';
import { studioEditors, studioSessions } from '../db/schema';

export interface EditorAccount extends StudioEditor {
  id: number;
  passwordHash: string;
}

export interface NewEditor {
  email: string;
  displayName: string;
  role: StudioRole;
  domains: string[];
  passwordHash: string;
}

/** Sessions last a working day; signing in again is cheap. */
export const SESSION_TTL_MS = 12 * 3600 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

function toAccount(row: typeof studioEditors.$inferSelect): EditorAccount {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role === 'admin' ? 'admin' : 'editor',
    domains: row.domains,
    passwordHash: row.passwordHash,
  };
}

/** Studio accounts and their sessions (the cookie's random token; only its SHA-256 is stored). */
export class EditorRepository {
  constructor(private readonly db: Db) {}

  async findByEmail(email: string): Promise<EditorAccount | null> {
    const [row] = await this.db
      .select()
      .from(studioEditors)
      .where(eq(studioEditors.email, email.trim().toLowerCase()))
      .limit(1);
    return row ? toAccount(row) : null;
  }

  /** Adds an account unless its email exists (seeding never resets a changed password). */
  async insertIfMissing(editor: NewEditor): Promise<void> {
    await this.db
      .insert(studioEditors)
      .values({ ...editor, email: editor.email.toLowerCase() })
      .onConflictDoNothing({ target: studioEditors.email });
  }

  async count(): Promise<number> {
    const rows = await this.db.select({ id: studioEditors.id }).from(studioEditors);
    return rows.length;
  }

  /** Starts a session; returns the token for the cookie. */
  async createSession(editorId: number, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.delete(studioSessions).where(lt(studioSessions.expiresAt, now));
    await this.db
      .insert(studioSessions)
      .values({ tokenHash: digest(token), editorId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
    return token;
  }

  async sessionEditor(token: string, now = new Date()): Promise<EditorAccount | null> {
    const [row] = await this.db
      .select({ editor: studioEditors })
      .from(studioSessions)
      .innerJoin(studioEditors, eq(studioEditors.id, studioSessions.editorId))
      .where(and(eq(studioSessions.tokenHash, digest(token)), gt(studioSessions.expiresAt, now)))
      .limit(1);
    return row ? toAccount(row.editor) : null;
  }

  async endSession(token: string): Promise<boolean> {
    const rows = await this.db
      .delete(studioSessions)
      .where(eq(studioSessions.tokenHash, digest(token)))
      .returning({ tokenHash: studioSessions.tokenHash });
    return rows.length > 0;
  }
}

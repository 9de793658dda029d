import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { fromBase64Url, toBase64Url } from '../lib/base64url';

/**
 * Self-describing, signed search ids (issue 17: any instance serves any search). An id carries
 * what the search was asked for and when, so an instance that never saw it regenerates the same
 * deterministic offers, and computes readiness ("GENERIC_ERROR until SUPPLIER_LATENCY_MS after
 * creation") from the creation time. The signature stops a client from forging creation times or
 * queries; ids stay within the contract's idSchema (200 URL-safe characters).
 *
 * Shape: `<kind>.<createdAt base36>.<base64url(JSON fields)>.<signature>`.
 */
export interface SearchIdClaims {
  kind: string;
  createdAt: number;
  fields: unknown[];
}

const SIGNATURE_LENGTH = 22; // 132 bits of HMAC-SHA256, base64url
const KIND = /^[a-z][a-z0-9]{0,3}$/;

export class SearchIdCodec {
  private readonly key: Buffer;

  /** `secret` is shared by every instance (derived from ACCESS_TOKEN_SECRET), so their ids agree. */
  constructor(secret: string) {
    // A key of its own: a search id signature is never valid as an access-token signature.
    this.key = createHash('sha256').update(`wayfare-search-id:${secret}`).digest();
  }

  sign(claims: SearchIdClaims): string {
    if (!KIND.test(claims.kind)) throw new Error(`bad search id kind ${claims.kind}`);
    const data = `${claims.kind}.${claims.createdAt.toString(36)}.${toBase64Url(JSON.stringify(claims.fields))}`;
    return `${data}.${this.signature(data)}`;
  }

  /** The claims of an id this codec signed; null for anything else (unknown, tampered, malformed). */
  verify(id: string): SearchIdClaims | null {
    const parts = id.split('.');
    if (parts.length !== 4) return null;
    const [kind, created, payload, signature] = parts as [string, string, string, string];
    if (!KIND.test(kind) || !/^[0-9a-z]{1,11}$/.test(created) || signature.length !== SIGNATURE_LENGTH) return null;
    const expected = Buffer.from(this.signature(`${kind}.${created}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const json = fromBase64Url(payload);
    if (!json) return null;
    try {
      const fields: unknown = JSON.parse(json.toString('utf8'));
      return Array.isArray(fields) ? { kind, createdAt: parseInt(created, 36), fields } : null;
    } catch {
      return null;
    }
  }

  private signature(data: string): string {
    return toBase64Url(createHmac('sha256', this.key).update(data).digest()).slice(0, SIGNATURE_LENGTH);
  }
}

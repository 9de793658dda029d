/**
 * The contract's identifier rules without zod, for code the first screens run (issue 16: the landing's
 * "continue your booking" read them at start, and zod with the contract's schemas was a 100-140 ms module
 * evaluation under a 4x CPU slowdown right after hydration). ids.test.ts holds them to the schemas.
 */

/** contract idSchema: 1-200 URL-safe characters (letters, digits, _ . : ~ -). */
const ID = /^[A-Za-z0-9_.:~-]{1,200}$/;
/** contract uuidSchema (zod's z.uuid(): RFC 9562 versions 1-8 and variant 10xx, or the nil and max UUIDs). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** An identifier chosen by the server (contract idSchema). */
export function isServerId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

/** A UUID (contract uuidSchema). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

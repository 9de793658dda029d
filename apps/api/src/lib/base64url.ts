export const toBase64Url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** Decodes strict base64url (no padding, no other alphabet); null for anything else. */
export function fromBase64Url(value: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  return Buffer.from(value, 'base64url');
}

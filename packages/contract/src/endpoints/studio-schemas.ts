import { z } from 'zod';
import { brandConfigAttributesSchema, productTypeSchema } from '../brand-config';

/** A brand's feature flag as the studio edits it (spec §3 "Feature flag": name, enabled). */
export const studioFlagSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9_.-]{1,80}$/i, 'must be a flag name such as travel.search.v2')
    .describe('Flag name'),
  enabled: z.boolean(),
});

/** What an editor edits and publishes: the spec §3 configuration and the brand's feature flags. */
export const brandDocumentSchema = z.object({
  attributes: brandConfigAttributesSchema,
  flags: z.array(studioFlagSchema).max(50),
});
export type BrandDocument = z.infer<typeof brandDocumentSchema>;
export type BrandDocumentInput = z.input<typeof brandDocumentSchema>;

export const studioRoleSchema = z.enum(['editor', 'admin']);
export type StudioRole = z.infer<typeof studioRoleSchema>;

export const studioEditorSchema = z.object({
  email: z.string(),
  displayName: z.string(),
  role: studioRoleSchema,
  /** The domains the editor may open; an administrator may open every domain. */
  domains: z.array(z.string()),
});
export type StudioEditor = z.infer<typeof studioEditorSchema>;

export const studioSessionSchema = z.object({
  editor: studioEditorSchema,
  /** Send back as `X-CSRF-Token` on every change (the session cookie alone is never enough). */
  csrfToken: z.string(),
});
export type StudioSession = z.infer<typeof studioSessionSchema>;

const isoTime = z.iso.datetime({ offset: true });

export const studioBrandSummarySchema = z.object({
  domain: z.string(),
  brandName: z.string(),
  primaryColor: z.string(),
  publishedVersion: z.number().int(),
  publishedAt: isoTime,
  publishedBy: z.string(),
  hasDraft: z.boolean(),
});
export type StudioBrandSummary = z.infer<typeof studioBrandSummarySchema>;

export const studioDraftSchema = z.object({
  domain: z.string(),
  document: brandDocumentSchema,
  /** The published version the draft started from. */
  baseVersion: z.number().int(),
  updatedAt: isoTime,
  updatedBy: z.string(),
  /** Signed, short-lived: the app loads this draft instead of the published configuration (live preview). */
  previewToken: z.string(),
});
export type StudioDraft = z.infer<typeof studioDraftSchema>;

/** A cart for the live preview's checkout (issue 20): a demo product of the brand, which can never be booked. */
export const studioPreviewCartSchema = z.object({
  cartId: z.string(),
  requestUuid: z.string(),
  productType: productTypeSchema,
});
export type StudioPreviewCart = z.infer<typeof studioPreviewCartSchema>;

export const safetyCheckNameSchema = z.enum(['contrast', 'url', 'text', 'image', 'translation']);

export const safetyIssueSchema = z.object({
  check: safetyCheckNameSchema,
  /** The field, as a dotted path into the document (`attributes.theme.primaryColor`). */
  field: z.string(),
  message: z.string(),
  /** Contrast checks: the measured ratio and a colour that passes. */
  ratio: z.number().optional(),
  suggestion: z.string().optional(),
});
export type SafetyIssue = z.infer<typeof safetyIssueSchema>;

export const safetyReportSchema = z.object({
  ok: z.boolean(),
  issues: z.array(safetyIssueSchema),
  /** The two contrasts of the theme, always reported (shown beside the colour pickers). */
  contrast: z.object({
    primaryOnWhite: z.number().nullable(),
    textOnPrimary: z.number().nullable(),
  }),
});
export type SafetyReport = z.infer<typeof safetyReportSchema>;

export const studioVersionSchema = z.object({
  version: z.number().int(),
  author: z.string(),
  createdAt: isoTime,
  restoredFrom: z.number().int().nullable(),
  primaryColor: z.string(),
  heroTitle: z.string(),
  published: z.boolean().describe('True for the version the site serves'),
});
export type StudioVersion = z.infer<typeof studioVersionSchema>;

/** Upload limits (issue 20): checked by the API on upload and again before publishing. */
export const STUDIO_UPLOAD_LIMITS = {
  maxBytes: 200 * 1024,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/x-icon'] as const,
} as const;
export type StudioUploadType = (typeof STUDIO_UPLOAD_LIMITS.contentTypes)[number];

export const studioUploadSchema = z.object({
  fileName: z.string().min(1).max(200),
  contentType: z.enum(STUDIO_UPLOAD_LIMITS.contentTypes, { message: 'must be a PNG, JPEG, WebP, SVG or ICO image' }),
  /** The file's bytes in base64 (JSON keeps the call in the contract and the OpenAPI document). */
  dataBase64: z
    .string()
    .min(1)
    .max(Math.ceil((STUDIO_UPLOAD_LIMITS.maxBytes * 4) / 3) + 4, 'must be at most 200 KB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
});

export const studioAssetSchema = z.object({
  url: z.string().describe('Same-origin path, named by the SHA-256 of the bytes'),
  hash: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type StudioAsset = z.infer<typeof studioAssetSchema>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  brandDocumentSchema,
  safetyReportSchema,
  studioAssetSchema,
  studioBrandSummarySchema,
  studioDraftSchema,
  studioPreviewCartSchema,
  studioSessionSchema,
  studioUploadSchema,
  studioVersionSchema,
} from './studio-schemas';

const domainParams = z.object({
  domain: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name'),
});

const sessionNote =
  'Studio session cookie (HttpOnly, SameSite=Strict); changes also need header `X-CSRF-Token` from SignIn or Me.';

/**
 * The brand studio (issue 20): partner editors sign in, edit a draft of their brand, check it, publish it as a new
 * version and restore older ones. An editor opens only their own domains (403 otherwise); an administrator all.
 */
export const studioApi = {
  SignIn: defineEndpoint({
    id: 'Studio.SignIn',
    service: 'welfare',
    method: 'POST',
    path: '/api/studio/SignIn',
    summary: 'Signs an editor in: sets the session cookie and returns the CSRF token (rate-limited).',
    tag: 'Studio',
    body: z.object({ email: z.string().min(1).max(200), password: z.string().min(1).max(200) }),
    result: studioSessionSchema,
  }),
  SignOut: defineEndpoint({
    id: 'Studio.SignOut',
    service: 'welfare',
    method: 'POST',
    path: '/api/studio/SignOut',
    summary: `Ends the session. ${sessionNote}`,
    tag: 'Studio',
    result: z.object({ signedOut: z.boolean() }),
  }),
  Me: defineEndpoint({
    id: 'Studio.Me',
    service: 'welfare',
    method: 'GET',
    path: '/api/studio/Me',
    summary: `The signed-in editor and a CSRF token (401 when signed out). ${sessionNote}`,
    tag: 'Studio',
    result: studioSessionSchema,
  }),
  ListBrands: defineEndpoint({
    id: 'Studio.ListBrands',
    service: 'welfare',
    method: 'GET',
    path: '/api/studio/brands',
    summary: `The brands the editor may edit. ${sessionNote}`,
    tag: 'Studio',
    result: z.object({ brands: z.array(studioBrandSummarySchema) }),
  }),
  GetDraft: defineEndpoint({
    id: 'Studio.GetDraft',
    service: 'welfare',
    method: 'GET',
    path: '/api/studio/brands/{domain}/draft',
    summary: `The brand's draft (the published version when none is saved) and a preview token. ${sessionNote}`,
    tag: 'Studio',
    params: domainParams,
    result: studioDraftSchema,
  }),
  SaveDraft: defineEndpoint({
    id: 'Studio.SaveDraft',
    service: 'welfare',
    method: 'PUT',
    path: '/api/studio/brands/{domain}/draft',
    summary: `Saves the draft, validated by the brand schema (400 names each bad field). ${sessionNote}`,
    tag: 'Studio',
    params: domainParams,
    body: z.object({ document: brandDocumentSchema }),
    result: studioDraftSchema,
  }),
  DiscardDraft: defineEndpoint({
    id: 'Studio.DiscardDraft',
    service: 'welfare',
    method: 'DELETE',
    path: '/api/studio/brands/{domain}/draft',
    summary: `Drops the draft: the editor starts again from the published version. ${sessionNote}`,
    tag: 'Studio',
    params: domainParams,
    result: studioDraftSchema,
  }),
  CheckDraft: defineEndpoint({
    id: 'Studio.CheckDraft',
    service: 'welfare',
    method: 'POST',
    path: '/api/studio/brands/{domain}/check',
    summary: `Safety checks of the saved draft (contrast, URLs, texts, images, translations). ${sessionNote}`,
    tag: 'Studio',
    params: domainParams,
    result: safetyReportSchema,
  }),
  Publish: defineEndpoint({
    id: 'Studio.Publish',
    service: 'welfare',
    method: 'POST',
    path: '/api/studio/brands/{domain}/publish',
    summary: `Publishes the draft as a new version (400 with each failing check) and invalidates every instance's cache. ${sessionNote}`,
    tag: 'Studio',
    params: domainParams,
    result: z.object({ version: studioVersionSchema }),
  }),
  ListVersions: defineEndpoint({
    id: 'Studio.ListVersions',
    service: 'welfare',
    method: 'GET',
    path: '/api/studio/brands/{domain}/versions',
    summary: `Every published version, newest first. ${sessionNote}`,
    tag: 'Studio',
    params: domainParams,
    result: z.object({ versions: z.array(studioVersionSchema) }),
  }),
  RestoreVersion: defineEndpoint({
    id: 'Studio.RestoreVersion',
    service: 'welfare',
    method: 'POST',
    path: '/api/studio/brands/{domain}/versions/{version}/restore',
    summary: `Publishes a copy of an earlier version as a new version (the draft is dropped). ${sessionNote}`,
    tag: 'Studio',
    params: domainParams.extend({ version: z.coerce.number().int().positive() }),
    result: z.object({ version: studioVersionSchema }),
  }),
  CreatePreviewCart: defineEndpoint({
    id: 'Studio.CreatePreviewCart',
    service: 'welfare',
    method: 'POST',
    path: '/api/studio/brands/{domain}/preview-cart',
    summary: `A cart of a demo product of the brand for the live preview's checkout; it can never be finalized or confirmed (409). ${sessionNote}`,
    tag: 'Studio',
    params: domainParams,
    result: studioPreviewCartSchema,
  }),
  UploadAsset: defineEndpoint({
    id: 'Studio.UploadAsset',
    service: 'welfare',
    method: 'POST',
    path: '/api/studio/brands/{domain}/assets',
    summary: `Stores a logo or favicon (PNG, JPEG, WebP, SVG or ICO, at most 200 KB); served with a content hash. ${sessionNote}`,
    tag: 'Studio',
    params: domainParams,
    body: studioUploadSchema,
    result: studioAssetSchema,
  }),
};

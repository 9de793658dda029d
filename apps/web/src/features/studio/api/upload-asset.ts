import { useMutation } from '@tanstack/react-query';
import { studioRoutes } from '@wayfare/contract';
import type { StudioUploadType } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { studioHeaders } from './studio-csrf';

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/** Studio.UploadAsset: a logo or favicon stored by the API; resolves to its content-hashed URL. */
export function useUploadAsset(domain: string) {
  return useMutation({
    mutationFn: async (file: File) =>
      callEndpoint(studioRoutes.UploadAsset, {
        params: { domain },
        body: {
          fileName: file.name.slice(0, 200) || 'upload',
          contentType: file.type as StudioUploadType,
          dataBase64: await base64Of(file),
        },
        headers: studioHeaders(),
      }),
  });
}

import type { StudioUploadType } from '@wayfare/contract';
import { STUDIO_UPLOAD_LIMITS } from '@wayfare/contract';

/** Why an upload is refused, or null when its bytes are what its type says and within the limits. */
export function uploadProblem(contentType: StudioUploadType, bytes: Buffer): string | null {
  if (bytes.length === 0) return 'the file is empty';
  if (bytes.length > STUDIO_UPLOAD_LIMITS.maxBytes) {
    return `the file is ${Math.ceil(bytes.length / 1024)} KB; images must be at most 200 KB`;
  }
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  switch (contentType) {
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47) ? null : 'the file is not a PNG image';
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff) ? null : 'the file is not a JPEG image';
    case 'image/webp':
      return starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP'
        ? null
        : 'the file is not a WebP image';
    case 'image/x-icon':
      return starts(0x00, 0x00, 0x01, 0x00) ? null : 'the file is not an ICO image';
    case 'image/svg+xml': {
      const text = bytes.toString('utf8');
      if (!/<svg[\s>]/i.test(text)) return 'the file is not an SVG image';
      // Served from our origin: an SVG with script or event handlers would run there if opened directly.
      if (/<script|\bon[a-z]+\s*=|javascript:|<foreignObject/i.test(text)) return 'SVG images may not contain script';
      return null;
    }
  }
}

import { TRIP_VOUCHER_PATH } from '@wayfare/contract';
import { getAuthToken } from '../../../lib/cookies';
import { resolveUrl } from '../../../lib/http/resolve-url';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import type { GuestKey } from '../model/guest-key';

/**
 * The order's PDF voucher (POST, so the guest's email stays out of URLs and logs). A download link cannot send
 * the bearer token, so the file is fetched and handed to the browser as a Blob.
 */
export async function fetchVoucher(orderNumber: string, guest: GuestKey | null): Promise<Blob> {
  const token = getAuthToken();
  const response = await fetch(resolveUrl({ service: 'booking', path: TRIP_VOUCHER_PATH }, getRuntimeConfig()), {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/pdf',
      ...(token && !guest ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ orderNumber, ...(guest ? { email: guest.email } : {}) }),
  });
  if (!response.ok) throw new Error(`Voucher: HTTP ${response.status}`);
  return response.blob();
}

/** Saves a Blob under `fileName` through a temporary object URL (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

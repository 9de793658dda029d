import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { readMemberProfile } from './get-member-profile';

const call = vi.hoisted(() => ({ result: (): Promise<unknown> => Promise.resolve(null) }));
vi.mock('../../../lib/http/call-endpoint', () => ({ callEndpoint: () => call.result() }));

afterEach(() => {
  call.result = () => Promise.resolve(null);
});

describe('readMemberProfile', () => {
  it('answers null when the API refuses the token (signed out), so the page can carry it', async () => {
    call.result = () => Promise.reject(new ApiError({ message: 'Unauthorized', status: 401 }));
    await expect(readMemberProfile()).resolves.toBeNull();
  });

  it('keeps every other failure a failure', async () => {
    const failure = new ApiError({ message: 'GENERIC_ERROR', status: 500 });
    call.result = () => Promise.reject(failure);
    await expect(readMemberProfile()).rejects.toBe(failure);
  });

  it('gives the member when the API accepts the token', async () => {
    call.result = () => Promise.resolve({ displayName: 'Alex Martin' });
    await expect(readMemberProfile()).resolves.toEqual({ displayName: 'Alex Martin' });
  });
});

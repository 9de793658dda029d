import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runtimeConfigSchema } from '@wayfare/contract';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import devtoolsEn from '../../../../../api/seed/translations/en/devtools.json';
import { createQueryClient } from '../../../lib/query-client';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { createTestI18n } from '../../../test/test-i18n';
import { OutboxList } from './outbox-list';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ result, success: true, error: null, unAuthorizedRequest: false }));

const entry = {
  id: 7,
  orderNumber: 'WF-ABC123',
  kind: 'CONFIRMATION',
  to: 'anna@example.com',
  subject: 'Your Wayfare booking WF-ABC123 is confirmed',
  createdAt: '2026-11-26T05:00:00.000Z',
};

function renderList() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={createTestI18n({ devtools: devtoolsEn })}>
        <OutboxList />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('OutboxList', () => {
  let messages: unknown[];
  let failed: unknown[] = [];
  beforeEach(() => {
    failed = [];
    setRuntimeConfig(runtimeConfigSchema.parse({}));
    messages = [entry];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/dev/outbox') return envelope({ messages, failed });
        if (url === '/api/dev/outbox/message?id=7') {
          return envelope({ ...entry, text: 'Hello Anna', html: '<p>Hello Anna</p><script>parent.x=1</script>' });
        }
        return new Response('{}', { status: 404 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the emails and opens one in a sandboxed frame, then goes back', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: `Open: ${entry.subject}` }));
    expect(await screen.findByRole('heading', { name: entry.subject })).toBeTruthy();
    expect(screen.getByText('To: anna@example.com')).toBeTruthy();
    const frame = screen.getByTitle(`Email: ${entry.subject}`);
    // No scripts, no same-origin access: the email's HTML cannot reach the panel.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello Anna</p>');
    await user.click(screen.getByRole('button', { name: 'Back to the outbox' }));
    expect(await screen.findByRole('button', { name: `Open: ${entry.subject}` })).toBeTruthy();
  });

  it('says so when the outbox is empty', async () => {
    messages = [];
    renderList();
    expect(await screen.findByText('No email yet: confirm or cancel a booking.')).toBeTruthy();
  });

  it('shows the jobs given up after their retries as failed, with their order and reason', async () => {
    failed = [
      {
        jobId: '6f1c2a4e-0d7b-8c3a-9e21-5b7d0c4f8a19',
        orderNumber: 'WF-ABCD1234',
        kind: 'CONFIRMATION',
        attempts: 8,
        lastError: 'connect ECONNREFUSED',
        failedAt: '2026-11-26T07:00:00.000Z',
      },
    ];
    renderList();
    const list = await screen.findByTestId('outbox-failed');
    expect(list.textContent).toContain('Confirmation email for WF-ABCD1234 failed after 8 attempts');
    expect(list.textContent).toContain('connect ECONNREFUSED');
    expect(screen.getByRole('heading', { name: 'Given up after their retries' })).toBeTruthy();
  });
});

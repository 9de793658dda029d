import { EVENT_LIMITS, MAX_EVENT_BYTES, trackingEventSchema } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { buildTrackingEvent } from './tracking-event';

const context = {
  appVersion: '1.2.3',
  brand: 'wayfare',
  subBrand: 'WAYFARE',
  domain: 'localhost',
  fingerprint: 'fp-1',
  sessionFingerprint: 'sfp-1',
};

describe('buildTrackingEvent (spec §3)', () => {
  it('carries the spec fields and passes the receiver schema', () => {
    const event = buildTrackingEvent(
      { eventName: 'viewed.page', eventProperties: { path: '/H' }, product: 'H', cartId: 'cart-1' },
      { ...context, externalUserId: 'member-1' },
    );
    expect(event).toEqual({
      eventName: 'viewed.page',
      logLevel: 'info',
      eventProperties: { path: '/H' },
      eventData: {
        appVersion: '1.2.3',
        externalUserId: 'member-1',
        brand: 'wayfare',
        subBrand: 'WAYFARE',
        cartId: 'cart-1',
        product: 'H',
        domain: 'localhost',
        fingerprint: 'fp-1',
        sessionFingerprint: 'sfp-1',
      },
      project: 'wayfare-web',
    });
    expect(trackingEventSchema.safeParse(event).success).toBe(true);
  });

  it('leaves out absent optional data and unknown products', () => {
    const event = buildTrackingEvent({ eventName: 'error.get-initial-state', logLevel: 'error' }, {
      ...context,
      subBrand: undefined,
      product: 'X',
    } as never);
    expect(Object.keys(event.eventData).sort()).toEqual([
      'appVersion',
      'brand',
      'domain',
      'fingerprint',
      'sessionFingerprint',
    ]);
    expect(event.logLevel).toBe('error');
  });

  it('keeps properties within the receiver limits', () => {
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, 'x'.repeat(3000)]));
    const event = buildTrackingEvent({ eventName: 'e', eventProperties: many }, context);
    expect(Object.keys(event.eventProperties)).toHaveLength(EVENT_LIMITS.properties);
    expect(String(event.eventProperties.k0)).toHaveLength(EVENT_LIMITS.text);
    expect(trackingEventSchema.safeParse(event).success).toBe(true);
    // The largest event the client builds fits the receiver's body limit (413 past it).
    expect(new TextEncoder().encode(JSON.stringify(event)).length).toBeLessThan(MAX_EVENT_BYTES);
  });
});

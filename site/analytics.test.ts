import { describe, expect, it } from 'vitest';
import { createAnalytics, dataLayerSink, type AnalyticsEvent } from './analytics.ts';

const sent: AnalyticsEvent = { name: 'contact_form_sent', category: 'contact form', label: '4811' };

describe('analytics', () => {
  it('hands each event to every sink, and a removed sink gets no more', () => {
    const a: AnalyticsEvent[] = [];
    const b: AnalyticsEvent[] = [];
    const analytics = createAnalytics([(e) => a.push(e)]);
    const remove = analytics.addSink((e) => b.push(e));
    analytics.emit(sent);
    remove();
    analytics.emit({ name: 'newsletter_subscribed', category: 'email marketing' });
    expect(a.map((e) => e.name)).toEqual(['contact_form_sent', 'newsletter_subscribed']);
    expect(b.map((e) => e.name)).toEqual(['contact_form_sent']);
  });

  it('a sink that throws is logged and does not stop the others', () => {
    const logged: string[] = [];
    const after: AnalyticsEvent[] = [];
    const analytics = createAnalytics(
      [
        () => {
          throw new Error('tracker blocked');
        },
        (e) => after.push(e),
      ],
      (m) => logged.push(m),
    );
    analytics.emit(sent);
    expect(after).toHaveLength(1);
    expect(logged).toEqual(['Analytics sink failed on "contact_form_sent": tracker blocked']);
  });

  it('dataLayerSink pushes the tag-manager shape, creating the layer when absent', () => {
    const win: { dataLayer?: unknown[] } = {};
    const sink = dataLayerSink(win);
    sink(sent);
    sink({ name: 'newsletter_subscribed', category: 'email marketing' });
    expect(win.dataLayer).toEqual([
      { event: 'contact_form_sent', event_category: 'contact form', event_label: '4811' },
      { event: 'newsletter_subscribed', event_category: 'email marketing' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { createAnalytics } from './analytics.ts';
import { pixelTrackerSink, pixelUrl } from './pixel-tracker.ts';

function beacons(origin?: string) {
  const made: { src: string }[] = [];
  const sink = pixelTrackerSink({ createImage: () => (made[made.length] = { src: '' }), path: () => '/hizmetler/ö ş?', ...(origin === undefined ? {} : { origin }) });
  return { made, sink };
}

describe('pixelTrackerSink (SPEC §7 a page-view call from a pixel tracker)', () => {
  it('loads one beacon image per page_view, naming the event and the page path', () => {
    const { made, sink } = beacons();
    const analytics = createAnalytics([sink]);
    analytics.emit({ name: 'page_view', category: 'page' });
    expect(made.map((i) => i.src)).toEqual(['/wp-json/strata/v1/pixel?ev=PageView&dl=%2Fhizmetler%2F%C3%B6+%C5%9F%3F']);
    expect(new URL(made[0]!.src, 'http://x').searchParams.get('dl')).toBe('/hizmetler/ö ş?');
  });

  it('ignores every other event', () => {
    const { made, sink } = beacons();
    for (const name of ['contact_form_sent', 'newsletter_subscribed', 'pixel_event'] as const) sink({ name, category: 'x' });
    expect(made).toEqual([]);
  });

  it('sends to the site url the page settings name', () => {
    expect(pixelUrl('/', 'https://ornek.com.tr/site/')).toBe('https://ornek.com.tr/site/wp-json/strata/v1/pixel?ev=PageView&dl=%2F');
    expect(pixelUrl('/', '/')).toBe('/wp-json/strata/v1/pixel?ev=PageView&dl=%2F');
    const { made, sink } = beacons('https://ornek.com.tr');
    sink({ name: 'page_view', category: 'page' });
    expect(made[0]!.src.startsWith('https://ornek.com.tr/wp-json/strata/v1/pixel?')).toBe(true);
  });
});

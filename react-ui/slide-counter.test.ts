import { describe, expect, it } from 'vitest';
import { fillSlideCounters, hasSlideCounter } from './slide-counter.ts';

describe('slide counters in layer text (SR7 {{current_slide_index}} / {{total_slide_count}})', () => {
  it('fills both, in any case and spacing, and leaves other placeholders and text alone', () => {
    const html = '<span>{{current_slide_index}} / {{ TOTAL_SLIDE_COUNT }}</span> {{title}}';
    expect(hasSlideCounter(html)).toBe(true);
    expect(fillSlideCounters(html, { current: 1, total: 9 })).toBe('<span>1 / 9</span> {{title}}');
    expect(hasSlideCounter('{{title}} only')).toBe(false);
    expect(hasSlideCounter('no placeholders')).toBe(false);
  });
});

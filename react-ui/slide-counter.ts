/**
 * SR7's slide counters in layer text: `{{current_slide_index}}` (1-based) and `{{total_slide_count}}`, filled by the
 * runtime (putnam-solar-system's "1 / 9"). A slide's layers show that slide's own number; a global (static) slide's
 * layers show the current slide's. Feed filling leaves them for here (engine/load/feed-fill.ts).
 */
import { createContext } from 'react';

export interface SlideCounter {
  /** 1-based position of the slide the layers stand for. */
  readonly current: number;
  readonly total: number;
}

export const SlideCounterContext = createContext<SlideCounter | null>(null);

const COUNTERS = /\{\{\s*(current_slide_index|total_slide_count)\s*\}\}/gi;

/** Whether layer HTML names a counter (so only those layers read the counter). */
export const hasSlideCounter = (html: string): boolean => html.includes('{{') && new RegExp(COUNTERS.source, 'i').test(html);

/** The counters filled in; numbers only, so the sanitized HTML stays safe. */
export function fillSlideCounters(html: string, counter: SlideCounter): string {
  return html.replace(COUNTERS, (_whole, name: string) => String(name.toLowerCase() === 'total_slide_count' ? counter.total : counter.current));
}

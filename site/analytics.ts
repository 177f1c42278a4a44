/**
 * Analytics events of the site (SPEC §7 "Analytics"): the contact form's "sent", the newsletter's
 * "subscribed" (category of an email-marketing service) and a page view (sent on by a pixel tracker,
 * site/pixel-tracker.ts) go to whatever sinks the page plugs in. The default sink
 * is the tag-manager convention, `window.dataLayer.push({event, …})`, which analytics tools read.
 */

/**
 * `pixel_event`: a pixel event a contact-form reply names in `fb_pxl_code` (site/contact/dom/pixel-code.ts; label =
 * the event, e.g. `Lead`), passed on instead of running the reply's code.
 */
/** `page_view`: emitted once per page load by the page's composition root (site/pages/home.tsx). */
export type AnalyticsEventName = 'contact_form_sent' | 'newsletter_subscribed' | 'pixel_event' | 'page_view';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** The tool's event category ("email marketing" for the newsletter, "contact form" for CF7). */
  category: string;
  /** What it concerns: the form id, the list. Never the visitor's field values. */
  label?: string;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

export interface Analytics {
  emit(event: AnalyticsEvent): void;
  /** Adds a sink; the returned function removes it. */
  addSink(sink: AnalyticsSink): () => void;
}

/** A sink that throws never stops the others (or the form that emitted): it is logged. */
export function createAnalytics(sinks: AnalyticsSink[] = [], log: (msg: string) => void = (m) => console.error(m)): Analytics {
  const all = new Set(sinks);
  return {
    emit(event) {
      for (const sink of all) {
        try {
          sink(event);
        } catch (err) {
          log(`Analytics sink failed on "${event.name}": ${(err as Error).message}`);
        }
      }
    },
    addSink(sink) {
      all.add(sink);
      return () => all.delete(sink);
    },
  };
}

/** Pushes `{event: name, event_category, event_label}` onto `win.dataLayer` (created when absent). */
export function dataLayerSink(win: { dataLayer?: unknown[] }): AnalyticsSink {
  return (event) => {
    if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
    win.dataLayer.push({ event: event.name, event_category: event.category, ...(event.label ? { event_label: event.label } : {}) });
  };
}

/**
 * A Contact Form 7-compatible contact form (SPEC §3 "Contact form submission", BEHAVIOURS §1): React
 * prints CF7's markup once, then the framework-agnostic controller (dom/controller.ts) runs its life —
 * schema, change validation, submit, reset, events. Listeners written for CF7 (`wpcf7mailsent` on the
 * `.wpcf7` wrapper …) work unchanged.
 *
 * @example
 * ```tsx
 * <ContactForm formId={4811} />            // wpcf7-f4811-p<post>-o1
 * <ContactForm formId={4811} ordinal={2} /> // a second copy on the same page
 * ```
 */
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useSite } from '../site-context.tsx';
import { CONTACT_TEXT } from '../strings.ts';
import { bundledForm } from './bundled-forms.ts';
import { ContactField } from './ContactFields.tsx';
import { createCf7Controller, isMisplaced } from './dom/controller.ts';
import { pageServices } from './page-services.ts';
import type { FormDefinition } from './form-definition.ts';
import { formatUnitTag } from './unit-tag.ts';
import './contact.css';

/** The plugin version we speak for (`_wpcf7_version`): CF7 6.2's REST and event shapes. */
export const CF7_VERSION = '6.2';

export interface ContactFormProps {
  /** A form in fixtures/forms (bundled-forms.ts). */
  formId: number;
  /** The how-manieth CF7 form of the page (the unit tag's `-o` part); 1 by default. */
  ordinal?: number;
}

/** `tr_TR` → `tr-TR` for the `lang` attribute. */
const langOf = (locale: string) => locale.replace('_', '-');

interface MarkupProps {
  form: FormDefinition;
  unitTag: string;
  postId: number;
}

/** Rendered once and never again (memo on stable props): the controller owns these nodes afterwards. */
const Cf7Markup = memo(function Cf7Markup({ form, unitTag, postId }: MarkupProps) {
  return (
    <>
      <div className="screen-reader-response">
        <p role="status" aria-live="polite" aria-atomic="true" />
        <ul />
      </div>
      <form action={`#${unitTag}`} method="post" className="wpcf7-form init" aria-label={form.title} noValidate data-status="init" encType="multipart/form-data">
        <fieldset className="hidden-fields-container">
          <input type="hidden" name="_wpcf7" defaultValue={form.id} />
          <input type="hidden" name="_wpcf7_version" defaultValue={CF7_VERSION} />
          <input type="hidden" name="_wpcf7_locale" defaultValue={form.locale} />
          <input type="hidden" name="_wpcf7_unit_tag" defaultValue={unitTag} />
          <input type="hidden" name="_wpcf7_container_post" defaultValue={postId} />
          <input type="hidden" name="_wpcf7_posted_data_hash" defaultValue="" />
        </fieldset>
        <p className="cf7-note">
          <span aria-hidden="true">* </span>
          {CONTACT_TEXT.requiredNote}
        </p>
        <div className="cf7-grid">
          {form.fields.map((field) => <ContactField key={field.name} field={field} unitTag={unitTag} />)}
        </div>
        <p className="cf7-actions">
          <input type="submit" className="wpcf7-form-control wpcf7-submit has-spinner" value={form.submitLabel} />
        </p>
        <div className="wpcf7-response-output" aria-hidden="true" />
      </form>
    </>
  );
});

export function ContactForm({ formId, ordinal = 1 }: ContactFormProps) {
  const { settings, analytics } = useSite();
  const form = bundledForm(formId);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [misplaced, setMisplaced] = useState(false);
  const postId = settings.post_id;
  const unitTag = formatUnitTag({ formId, postId: postId > 0 ? postId : null, ordinal });

  // A layout effect: a misplaced form is swapped for its error before the page is painted.
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    const formEl = wrapper?.querySelector<HTMLFormElement>(':scope > form');
    if (!wrapper || !formEl) return;
    if (isMisplaced(wrapper)) {
      setMisplaced(true);
      return;
    }
    const { api, schemas } = pageServices(settings.rest_url);
    const controller = createCf7Controller(formEl, {
      api,
      schemas,
      messages: CONTACT_TEXT,
      // SPEC §7 fb_pxl_code: its pixel events reach the analytics sinks; its code is never run (pixel-code.ts).
      onPixelEvent: (pixel) => analytics.emit({ name: 'pixel_event', category: 'facebook pixel', label: pixel.event }),
    });
    const onSent = () => analytics.emit({ name: 'contact_form_sent', category: 'contact form', label: String(formId) });
    wrapper.addEventListener('wpcf7mailsent', onSent);
    return () => {
      wrapper.removeEventListener('wpcf7mailsent', onSent);
      controller.destroy();
    };
  }, [settings.rest_url, analytics, formId]);

  if (!form) {
    return <p className="wpcf7-not-found" role="alert">{CONTACT_TEXT.notFound} (#{formId})</p>;
  }
  if (misplaced) {
    return (
      <p className="wpcf7-form-in-wrong-place" role="alert">
        <strong>{CONTACT_TEXT.misplacedLabel}</strong> {CONTACT_TEXT.misplaced}
      </p>
    );
  }
  return (
    <div className="wpcf7 no-js" id={unitTag} lang={langOf(form.locale)} dir="ltr" data-wpcf7-id={form.id} ref={wrapperRef}>
      <Cf7Markup form={form} unitTag={unitTag} postId={postId} />
    </div>
  );
}

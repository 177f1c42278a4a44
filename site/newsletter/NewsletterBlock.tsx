import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSite } from '../site-context.tsx';
import { NEWSLETTER_TEXT } from '../strings.ts';
import { watchConditionalElements } from './conditional-elements.ts';
import { createFormEmitter, type Mc4wpForm } from './form-events.ts';
import { fieldsFromEntries, postSubscription } from './newsletter-client.ts';
import { NewsletterFieldView } from './NewsletterFields.tsx';
import { FORM_ID_FIELD, HONEYPOT_FIELD, NEWSLETTER_FORM, TIMESTAMP_FIELD, type NewsletterFormDefinition } from './newsletter-form.ts';
import { useMc4wpEvents } from './use-mc4wp-events.ts';

type Status = 'idle' | 'submitting' | 'subscribed' | 'failed';

/**
 * The newsletter form block (SPEC §4/§5, BEHAVIOURS §4): mc4wp's markup and conditional fields, its events
 * (started on the first focus, change, submit, then submitted + success + subscribed, or error), the submit
 * button disabled while sending, hidden after success and enabled again after a failure.
 */
export function NewsletterBlock({ definition = NEWSLETTER_FORM }: { definition?: NewsletterFormDefinition }) {
  const { settings, analytics } = useSite();
  const formRef = useRef<HTMLFormElement>(null);
  const events = useMc4wpEvents();
  const [status, setStatus] = useState<Status>('idle');
  // mc4wp prints the time the server rendered the form (the server wants it 2 s to 90 days old): the server's
  // clock, so a visitor's fast clock cannot make it "from the future". Without a printing server, the page's clock.
  const [renderedAt] = useState(() => settings.server_time || Math.floor(Date.now() / 1000));
  const formObject = useRef<Mc4wpForm | null>(null);
  const emitter = useRef<ReturnType<typeof createFormEmitter> | null>(null);

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const form: Mc4wpForm = { id: definition.id, name: element.dataset['name'] ?? definition.name, element, errors: [], started: false };
    const emit = createFormEmitter(events.current);
    formObject.current = form;
    emitter.current = emit;
    const onFocus = (event: FocusEvent) => {
      if (form.started) return;
      form.started = true;
      emit.emit('started', form, event);
    };
    const onChange = (event: Event) => emit.emit('change', form, event);
    element.addEventListener('focusin', onFocus);
    element.addEventListener('change', onChange);
    const stopConditions = watchConditionalElements(element);
    return () => {
      element.removeEventListener('focusin', onFocus);
      element.removeEventListener('change', onChange);
      stopConditions();
      emit.cancel();
      formObject.current = null;
      emitter.current = null;
    };
  }, [definition, events]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = formObject.current;
    const emit = emitter.current;
    if (!form || !emit || status === 'submitting') return;
    emit.emit('submit', form, event.nativeEvent);
    setStatus('submitting');
    const ok = await postSubscription(settings.newsletter_url, settings.rest_nonce, fieldsFromEntries(new FormData(form.element).entries()));
    if (formObject.current !== form) return; // unmounted meanwhile
    form.errors = ok ? [] : ['error'];
    emit.emit('submitted', form);
    if (ok) {
      emit.emit('success', form);
      emit.emit('subscribed', form);
      analytics.emit({ name: 'newsletter_subscribed', category: 'email marketing', label: definition.elementId });
    } else {
      emit.emit('error', form, form.errors);
    }
    setStatus(ok ? 'subscribed' : 'failed');
  };

  return (
    <form
      ref={formRef}
      id={definition.elementId}
      className={`mc4wp-form mc4wp-form-${definition.id}`}
      data-id={definition.id}
      data-name={definition.name}
      method="post"
      onSubmit={onSubmit}
      aria-describedby={`${definition.elementId}-response`}
    >
      <div className="mc4wp-form-fields">
        {definition.fields.map((field) => (
          <NewsletterFieldView key={field.name} field={field} formId={definition.elementId} />
        ))}
        {/* mc4wp's honeypot: hidden from people, filled in by bots; the server wants it present and empty. */}
        <label className="mc4wp-honeypot" aria-hidden="true">
          İnsansanız bu alanı boş bırakın:
          <input type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" />
        </label>
        <input type="hidden" name={TIMESTAMP_FIELD} value={renderedAt} />
        <input type="hidden" name={FORM_ID_FIELD} value={definition.id} />
        <p className="mc4wp-submit">
          <button type="submit" disabled={status === 'submitting'} hidden={status === 'subscribed'}>
            {NEWSLETTER_TEXT.submit}
          </button>
        </p>
      </div>
      <div id={`${definition.elementId}-response`} className="mc4wp-response" role="status" aria-live="polite">
        {status === 'subscribed' ? <p className="mc4wp-alert mc4wp-success">{NEWSLETTER_TEXT.success}</p> : null}
        {status === 'failed' ? <p className="mc4wp-alert mc4wp-error">{NEWSLETTER_TEXT.failure}</p> : null}
      </div>
    </form>
  );
}

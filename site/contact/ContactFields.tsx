/**
 * CF7's markup for each field (the HTML its form-tags print), so the controller, themes' CSS and
 * scripts written for CF7 find what they expect: `.wpcf7-form-control-wrap[data-name]` around each
 * control, `wpcf7-<type>` / `wpcf7-validates-as-…` classes, `aria-invalid`, list items for choices.
 * Every control is uncontrolled: after the first render the DOM belongs to the controller.
 */
import type { ReactNode } from 'react';
import {
  controlName, freeTextName,
  type AcceptanceFieldDefinition, type ChoiceFieldDefinition, type FieldDefinition,
} from './form-definition.ts';
import { maxlengthOf } from './form-schema.ts';
import { CONTACT_TEXT } from '../strings.ts';

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** The validates-as classes CF7 prints for a field. */
function controlClasses(field: FieldDefinition): string {
  const validatesAs = ['email', 'url', 'tel', 'number', 'date'].includes(field.type) ? `wpcf7-validates-as-${field.type}` : false;
  const required = 'required' in field && field.required && 'wpcf7-validates-as-required';
  return cx('wpcf7-form-control', `wpcf7-${field.type}`, validatesAs, required);
}

interface Ids {
  control: string;
  label: string;
  help: string;
  counter: string;
}

function Counter({ field, ids }: { field: FieldDefinition & { counter?: 'up' | 'down'; minlength?: number }; ids: Ids }) {
  if (!field.counter) return null;
  const max = maxlengthOf(field) ?? 0;
  const down = field.counter === 'down';
  return (
    <span className="cf7-counter" id={ids.counter}>
      <span
        className={cx('wpcf7-character-count', down ? 'down' : 'up')}
        data-target-name={field.name}
        data-starting-value={down ? max : 0}
        data-current-value={down ? max : 0}
        data-maximum-value={max}
        data-minimum-value={field.minlength ?? 0}
      >
        {down ? max : 0}
      </span>{' '}
      {down ? CONTACT_TEXT.charactersLeft : CONTACT_TEXT.characters}
    </span>
  );
}

function ChoiceList({ field, ids }: { field: ChoiceFieldDefinition; ids: Ids }) {
  const type = field.type === 'radio' ? 'radio' : 'checkbox';
  const last = field.options.length - 1;
  return (
    <span
      id={ids.control}
      role={field.type === 'radio' ? 'radiogroup' : 'group'}
      aria-labelledby={ids.label}
      aria-describedby={field.help ? ids.help : undefined}
      className={cx(controlClasses(field), field.exclusive && 'wpcf7-exclusive-checkbox')}
    >
      {field.options.map((option, i) => {
        const freeText = field.freeTextLabel && i === last;
        return (
          <span key={option} className={cx('wpcf7-list-item', i === 0 && 'first', i === last && 'last', freeText && 'has-free-text')}>
            <label>
              <input type={type} name={controlName(field)} value={option} aria-invalid="false" />
              <span className="wpcf7-list-item-label">{option}</span>
            </label>
            {freeText && <input type="text" name={freeTextName(field)} className="wpcf7-free-text" aria-label={field.freeTextLabel} placeholder={field.freeTextLabel} />}
          </span>
        );
      })}
    </span>
  );
}

function Acceptance({ field, ids }: { field: AcceptanceFieldDefinition; ids: Ids }) {
  return (
    <span className={cx('wpcf7-form-control', 'wpcf7-acceptance', field.optional && 'optional', field.invert && 'invert')}>
      <span className="wpcf7-list-item">
        <label>
          <input type="checkbox" id={ids.control} name={field.name} value="1" aria-invalid="false" />
          <span className="wpcf7-list-item-label">{field.label}</span>
        </label>
      </span>
    </span>
  );
}

/** The control of a single-control field. */
function Control({ field, ids }: { field: FieldDefinition; ids: Ids }): ReactNode {
  const describedBy = cx(field.help && ids.help, 'counter' in field && field.counter && ids.counter) || undefined;
  const common = {
    id: ids.control, name: controlName(field), className: controlClasses(field), 'aria-invalid': 'false' as const,
    'aria-describedby': describedBy, 'aria-required': 'required' in field && field.required ? ('true' as const) : undefined,
  };
  switch (field.type) {
    case 'textarea':
      return <textarea {...common} rows={6} maxLength={maxlengthOf(field)} minLength={field.minlength} placeholder={field.placeholder} defaultValue="" />;
    case 'select':
      return (
        <select {...common} defaultValue="">
          {field.blankLabel !== undefined && <option value="">{field.blankLabel}</option>}
          {field.options.map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      );
    case 'file':
      return <input {...common} type="file" accept={field.accept.join(',')} />;
    case 'number':
      return <input {...common} type="number" min={field.min} max={field.max} defaultValue="" />;
    case 'date':
      return <input {...common} type="date" min={field.min} max={field.max} defaultValue="" />;
    case 'checkbox': case 'radio': case 'acceptance':
      return null; // rendered as lists (ChoiceList, Acceptance)
    default:
      return (
        <input {...common} type={field.type} size={40} maxLength={maxlengthOf(field)} minLength={field.minlength}
          autoComplete={field.autocomplete} placeholder={field.placeholder} defaultValue="" />
      );
  }
}

export function ContactField({ field, unitTag }: { field: FieldDefinition; unitTag: string }) {
  const base = `${unitTag}-${field.name}`;
  const ids: Ids = { control: base, label: `${base}-label`, help: `${base}-help`, counter: `${base}-count` };
  const required = 'required' in field && field.required;
  const isList = field.type === 'checkbox' || field.type === 'radio';
  const wrap = (
    <span className="wpcf7-form-control-wrap" data-name={field.name}>
      {isList ? <ChoiceList field={field} ids={ids} /> : field.type === 'acceptance' ? <Acceptance field={field} ids={ids} /> : <Control field={field} ids={ids} />}
    </span>
  );
  const Label = isList ? 'span' : 'label';
  return (
    <div className={cx('cf7-field', `cf7-field--${field.type}`, field.width === 'half' && 'cf7-field--half')}>
      {field.type !== 'acceptance' && (
        <Label className="cf7-label" id={ids.label} htmlFor={isList ? undefined : ids.control}>
          {field.label}
          {required && <span className="cf7-required" aria-hidden="true"> *</span>}
        </Label>
      )}
      {wrap}
      {'counter' in field && <Counter field={field} ids={ids} />}
      {field.help && <span className="cf7-help" id={ids.help}>{field.help}</span>}
    </div>
  );
}

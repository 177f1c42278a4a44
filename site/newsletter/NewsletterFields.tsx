import { MAX_FIELD_LENGTH, type NewsletterField } from './newsletter-form.ts';

/**
 * One field of the newsletter form, inside its wrapper. The wrapper carries mc4wp's `data-show-if` /
 * `data-hide-if`; conditional-elements.ts shows or hides it and moves `required` in the DOM, so React renders
 * `required` once and never touches it again.
 */
export function NewsletterFieldView({ field, formId }: { field: NewsletterField; formId: string }) {
  const id = `${formId}-${field.name.toLowerCase()}`;
  const conditions = { 'data-show-if': field.showIf, 'data-hide-if': field.hideIf };

  if (field.type === 'radio') {
    return (
      <fieldset className="mc4wp-field mc4wp-field--choice" {...conditions}>
        <legend>{field.label}</legend>
        <div className="mc4wp-choices">
          {field.options?.map((option) => (
            <label key={option.value} className="mc4wp-choice">
              <input type="radio" name={field.name} value={option.value} required={field.required} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (field.type === 'select') {
    return (
      <p className="mc4wp-field" {...conditions}>
        <label htmlFor={id}>{field.label}</label>
        <select id={id} name={field.name} required={field.required} defaultValue="">
          <option value="" disabled>
            {field.placeholder}
          </option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </p>
    );
  }

  return (
    <p className="mc4wp-field" {...conditions}>
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type={field.type}
        name={field.name}
        required={field.required}
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        maxLength={MAX_FIELD_LENGTH}
      />
    </p>
  );
}

import { NEWSLETTER_TEXT as T } from '../strings.ts';

/**
 * The newsletter form block (SPEC §3 "Newsletter subscription", BEHAVIOURS §4): one definition that the block
 * renders and the server validates against, so "required" and the conditional fields mean the same on both sides.
 */

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface NewsletterField {
  /** The mc4wp merge-field name (EMAIL, NAME, …): the key in the JSON body. */
  name: string;
  type: 'email' | 'text' | 'radio' | 'select';
  label: string;
  required: boolean;
  options?: readonly ChoiceOption[];
  placeholder?: string;
  autoComplete?: string;
  /** mc4wp conditions on the field's wrapper (conditions.ts). */
  showIf?: string;
  hideIf?: string;
}

export interface NewsletterFormDefinition {
  /** mc4wp's form id (`data-id`, the form post's id) and the element id it prints. */
  id: number;
  elementId: string;
  /** `data-name`. */
  name: string;
  fields: readonly NewsletterField[];
}

/** The longest value a text field takes (CF7 and mc4wp text inputs alike). */
export const MAX_FIELD_LENGTH = 400;

export const NEWSLETTER_FORM: NewsletterFormDefinition = {
  id: 4751,
  elementId: 'mc4wp-form-1',
  name: 'Bülten',
  fields: [
    { name: 'EMAIL', type: 'email', label: T.email, required: true, autoComplete: 'email', placeholder: 'ornek@alanadi.com' },
    { name: 'NAME', type: 'text', label: T.name, required: false, autoComplete: 'given-name' },
    {
      name: 'AUDIENCE',
      type: 'radio',
      label: T.audience,
      required: true,
      options: [
        { value: 'bireysel', label: T.personal },
        { value: 'kurumsal', label: T.business },
      ],
    },
    // A company is asked for only when the reader subscribes for one …
    { name: 'COMPANY', type: 'text', label: T.company, required: true, autoComplete: 'organization', showIf: 'AUDIENCE:kurumsal' },
    // … and a personal reader picks a topic, which a company's team does not.
    {
      name: 'INTEREST',
      type: 'select',
      label: T.interest,
      required: true,
      placeholder: T.interestPlaceholder,
      hideIf: 'AUDIENCE:kurumsal',
      options: [
        { value: 'tasarim', label: T.interestDesign },
        { value: 'gelistirme', label: T.interestDevelopment },
        { value: 'erisilebilirlik', label: T.interestAccessibility },
      ],
    },
  ],
};

/** The hidden anti-spam fields mc4wp prints in every form. */
export const HONEYPOT_FIELD = '_mc4wp_honeypot';
export const TIMESTAMP_FIELD = '_mc4wp_timestamp';
export const FORM_ID_FIELD = '_mc4wp_form_id';

import { parseSchema } from '../swv.ts';
import type { SwvSchema } from '../types.ts';
import type { Cf7Api } from './api.ts';

/**
 * The SWV schemas of a page, fetched once per form id however many copies of a form the page holds
 * (CF7 `wpcf7.schemas`, BEHAVIOURS §1.5). A failed fetch is forgotten, so the next form to mount
 * tries again.
 */
export interface SchemaStore {
  load(formId: number): Promise<SwvSchema>;
}

export function createSchemaStore(api: Cf7Api): SchemaStore {
  const pending = new Map<number, Promise<SwvSchema>>();
  return {
    load(formId) {
      let p = pending.get(formId);
      if (!p) {
        p = api.get(`contact-forms/${formId}/feedback/schema`).then((raw) => {
          parseSchema(raw); // throws, naming the bad part, before a broken schema reaches validation
          return raw as SwvSchema;
        });
        p.catch(() => pending.delete(formId));
        pending.set(formId, p);
      }
      return p;
    },
  };
}

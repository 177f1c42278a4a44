import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormDefinition } from '../../contact/form-definition.ts';
import { parseFormDefinition } from '../../contact/form-definition-parse.ts';

export interface FormRepository {
  /** The form with this id, or null when there is none. Throws when its file is broken. */
  find(id: number): FormDefinition | null;
}

/**
 * Forms from `<fixturesDir>/forms/<id>.json`, read on first use and kept. A broken file throws an
 * Error naming the file and the JSON path (answered 500), so the site owner sees what to fix instead
 * of a form that 404s.
 */
export function createFormRepository(fixturesDir: string): FormRepository {
  const cache = new Map<number, FormDefinition>();
  return {
    find(id) {
      if (!Number.isSafeInteger(id) || id < 1) return null;
      const known = cache.get(id);
      if (known) return known;
      const file = join(fixturesDir, 'forms', `${id}.json`);
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        // Not cached: a form added while the server runs is found on the next request.
        return null;
      }
      let form: FormDefinition;
      try {
        form = parseFormDefinition(JSON.parse(text) as unknown);
      } catch (err) {
        throw new Error(`${file}: ${(err as Error).message}`);
      }
      if (form.id !== id) throw new Error(`${file}: "id" is ${form.id}, but the file name says ${id}`);
      cache.set(id, form);
      return form;
    },
  };
}

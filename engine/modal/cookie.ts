/** The one-time cookie of SPEC §5: `<alias>_modal_one_time`, set for `co` days once the modal was shown. */

export interface CookiePort {
  get(name: string): string | null;
  set(name: string, value: string, days: number): void;
}

export function modalCookieName(alias: string): string {
  return `${alias}_modal_one_time`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A CookiePort over `document.cookie` (injected, so tests give a plain object). */
export function createDocumentCookies(doc: { cookie: string }, now: () => number): CookiePort {
  return {
    get(name) {
      const wanted = encodeURIComponent(name);
      for (const pair of doc.cookie.split(';')) {
        const eq = pair.indexOf('=');
        const key = (eq < 0 ? pair : pair.slice(0, eq)).trim();
        if (key === wanted) return decodeURIComponent(eq < 0 ? '' : pair.slice(eq + 1).trim());
      }
      return null;
    },
    set(name, value, days) {
      const expires = new Date(now() + days * DAY_MS).toUTCString();
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
    },
  };
}

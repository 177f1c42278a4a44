import { expect } from 'vitest';
import { mergePageSettings, PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from '../../page-settings.ts';
import type { TestSite } from '../test-helpers.ts';

/** A visitor as the tests play one: the cookie and page settings its first page handed out. */
export interface TestVisitor {
  cookie: string;
  settings: PageSettings;
}

const SCRIPT = new RegExp(`<script id="${PAGE_SETTINGS_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's');

/** The settings JSON printed into a page, read the way site/page-settings.ts reads it. */
export function settingsInPage(html: string): PageSettings {
  const json = SCRIPT.exec(html)?.[1];
  if (json === undefined) throw new Error('the page has no page settings element');
  return mergePageSettings(JSON.parse(json), (msg) => {
    throw new Error(msg);
  });
}

/** Loads the home page as a new visitor. */
export async function visit(site: TestSite): Promise<TestVisitor> {
  const res = await site.app.request('/');
  expect(res.status).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^strata_visitor=[0-9a-f]{32}$/);
  return { cookie, settings: settingsInPage(await res.text()) };
}

/** A form POST (urlencoded), as the visitor when one is given. */
export function postForm(site: TestSite, path: string, fields: Record<string, string>, who?: TestVisitor, headers: Record<string, string> = {}) {
  return site.app.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
  });
}

/** Counts the rows of a table, to show an error stored nothing. */
export function rows(site: TestSite, table: string): number {
  return (site.db.sql.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

/**
 * Loading a module's web fonts from the page's font base (page-fonts.ts decides whether to: only on a page that names
 * one). One stylesheet per family, each loaded once per page however many modules use it, then each face the module
 * uses asked for, so a missing file shows up here and not as silently wrong text.
 */
import type { ModuleFont } from '../engine/index.ts';
import { fontFaceQueries, fontStylesheetUrl } from '../engine/load/fonts.ts';

export interface FontPage {
  readonly document: Document;
  readonly log: Pick<Console, 'warn'>;
}

/** Per page: stylesheet URL → its load, face → its check, and what was reported, so each happens once. */
interface FontLoads {
  readonly sheets: Map<string, Promise<void>>;
  readonly faces: Map<string, Promise<void>>;
  readonly reported: Set<string>;
}

const loadsByDocument = new WeakMap<Document, FontLoads>();

function loadsOf(doc: Document): FontLoads {
  let loads = loadsByDocument.get(doc);
  if (!loads) {
    loads = { sheets: new Map(), faces: new Map(), reported: new Set() };
    loadsByDocument.set(doc, loads);
  }
  return loads;
}

function loadSheet(doc: Document, url: string, family: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.dataset.strataFont = family;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        reject(new Error('the stylesheet did not load'));
      },
      { once: true },
    );
    doc.head.append(link);
  });
}

async function checkFace(doc: Document, query: string): Promise<void> {
  // An empty answer: the sheet declares no face that matches, so the browser would synthesise or fall back.
  const faces = await doc.fonts.load(query);
  if (faces.length === 0) throw new Error(`the stylesheet declares no face for ${query}`);
}

/** Loads the module's fonts from `fontBaseUrl` (see the file comment); failures are logged, never thrown. */
export function loadModuleFonts(fonts: readonly ModuleFont[], fontBaseUrl: string, pageUrl: string, page: FontPage): Promise<void> {
  const loads = loadsOf(page.document);
  const work = fonts.map(async (font) => {
    const url = fontStylesheetUrl(font, fontBaseUrl, pageUrl);
    if (!url) return;
    let sheet = loads.sheets.get(url);
    if (!sheet) {
      sheet = loadSheet(page.document, url, font.family);
      loads.sheets.set(url, sheet);
    }
    try {
      await sheet;
      await Promise.all(
        fontFaceQueries(font).map((query) => {
          const key = `${url} ${query}`;
          let face = loads.faces.get(key);
          if (!face) {
            face = checkFace(page.document, query);
            loads.faces.set(key, face);
          }
          return face;
        }),
      );
    } catch (error) {
      // Reported once per sheet or face: every module sharing it awaits the same settled promise.
      const key = `${url} ${(error as Error).message}`;
      if (loads.reported.has(key)) return;
      loads.reported.add(key);
      page.log.warn(`[strata] font "${font.family}" could not be loaded from ${url} (${(error as Error).message}); its text keeps its fallback font stack`);
    }
  });
  return Promise.all(work).then(() => undefined);
}

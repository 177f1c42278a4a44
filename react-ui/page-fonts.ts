/**
 * A module's web fonts on the page (SPEC §7 "fonts from plugin asset paths", engine/load/fonts.ts): one stylesheet
 * per family from the configured base, each loaded once per page however many modules use it, then each face the
 * module uses asked for, so a missing file shows up here and not as silently wrong text.
 *
 * Nothing is fetched unless the page names a base (`<Strata fontBaseUrl>`, `strataConfig.fontBaseUrl` or SR7's
 * `SR7.E.fontBaseUrl`): loading Google's fonts sends every visitor's address to Google, which a site decides, not a
 * slider. A font that cannot load is logged and its text keeps the layer's own family stack; sheets ask for
 * `font-display: swap`, so text is never invisible while a font travels.
 */
import { useEffect } from 'react';
import type { ModuleFont, ModuleModel } from '../engine/index.ts';
import { fontFaceQueries, fontStylesheetUrl } from '../engine/load/fonts.ts';
import { sr7PageConfig, strataPageConfig } from './page-loading.ts';

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

const configured = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The base fonts come from: the module's prop, else `window.strataConfig.fontBaseUrl`, else SR7's
 * `SR7.E.fontBaseUrl`, else none (nothing is fetched).
 */
export function pageFontBaseUrl(prop?: string): string | null {
  if (prop !== undefined) return configured(prop);
  return configured(strataPageConfig().fontBaseUrl) ?? configured(sr7PageConfig().fontBaseUrl);
}

/** Whether any layer may name a ligature icon set (icon-fonts.ts, whose code loads only then). */
function mentionsLigatureIcons(model: Pick<ModuleModel, 'slides' | 'staticSlides'>): boolean {
  return [...model.slides, ...model.staticSlides].some((slide) => slide.layers.some((layer) => /material-(icons|symbols)/.test(layer.content.html)));
}

/**
 * Loads the module's fonts for a mounted module (once per page, see loadModuleFonts), with the ligature icon sets its
 * layers use (icon-fonts.ts), which are then checked; nothing to undo on unmount.
 */
export function useModuleFonts(model: Pick<ModuleModel, 'fontFaces' | 'slides' | 'staticSlides'>, fontBaseUrl: string | undefined): void {
  useEffect(() => {
    const base = pageFontBaseUrl(fontBaseUrl);
    const load = (fonts: readonly ModuleFont[]) => (base && fonts.length > 0 ? loadModuleFonts(fonts, base, document.baseURI, { document, log: console }) : Promise.resolve());
    void load(model.fontFaces);
    if (!mentionsLigatureIcons(model)) return;
    void import('./icon-fonts.ts').then(async ({ ligatureIconSets, ligatureIconFonts, markMissingIconSets }) => {
      const sets = ligatureIconSets(model);
      await load(ligatureIconFonts(sets));
      await markMissingIconSets(document, sets);
    });
  }, [model, fontBaseUrl]);
}

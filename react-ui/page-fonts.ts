/**
 * A module's web fonts on the page (SPEC §7 "fonts from plugin asset paths", engine/load/fonts.ts): one stylesheet
 * per family from the configured base, each loaded once per page however many modules use it, then each face the
 * module uses asked for, so a missing file shows up here and not as silently wrong text.
 *
 * Nothing is fetched unless the page names a base (`<Strata fontBaseUrl>`, `strataConfig.fontBaseUrl` or SR7's
 * `SR7.E.fontBaseUrl`): loading Google's fonts sends every visitor's address to Google, which a site decides, not a
 * slider. A font that cannot load is logged and its text keeps the layer's own family stack; sheets ask for
 * `font-display: swap`, so text is never invisible while a font travels. The loading itself (font-loading.ts) is
 * fetched only on a page that names a base, for a module with fonts.
 */
import { useEffect } from 'react';
import type { ModuleFont, ModuleModel } from '../engine/index.ts';
import { chunkFailureMessage } from '../engine/load/lazy-chunk.ts';
import { sr7PageConfig, strataPageConfig } from './page-loading.ts';

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
    const load = (fonts: readonly ModuleFont[]) =>
      base && fonts.length > 0
        ? import('./font-loading.ts').then(
            ({ loadModuleFonts }) => loadModuleFonts(fonts, base, document.baseURI, { document, log: console }),
            (error: unknown) => console.warn(`${chunkFailureMessage('fonts', error)}; the text keeps its fallback font stacks`),
          )
        : Promise.resolve();
    void load(model.fontFaces);
    if (!mentionsLigatureIcons(model)) return;
    void import('./icon-fonts.ts').then(async ({ ligatureIconSets, ligatureIconFonts, markMissingIconSets }) => {
      const sets = ligatureIconSets(model);
      await load(ligatureIconFonts(sets));
      await markMissingIconSets(document, sets);
    });
  }, [model, fontBaseUrl]);
}

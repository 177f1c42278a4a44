/**
 * React bindings: one lightbox per page, created and destroyed with the provider (StrictMode's mount, unmount,
 * mount leaves exactly one controller and one click listener), and the page's action links wired to it.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { installActionLinks } from './action-links.ts';
import { createLightbox, type Lightbox } from './controller.ts';
import type { LightboxOptions } from './types.ts';
import './lightbox.css';

/** The theme's popup look (BEHAVIOURS §3, ThemeMascot): mainClass 'mfp-fade' with removalDelay 160. */
export const SITE_LIGHTBOX_DEFAULTS: Partial<LightboxOptions> = { mainClass: 'mfp-fade', removalDelay: 160 };

const LightboxContext = createContext<Lightbox | null>(null);

/** `defaults` are read once, when the provider mounts. */
export function LightboxProvider({ children, defaults = SITE_LIGHTBOX_DEFAULTS }: { children: ReactNode; defaults?: Partial<LightboxOptions> }) {
  const [lightbox, setLightbox] = useState<Lightbox | null>(null);
  const [initialDefaults] = useState(defaults);
  useEffect(() => {
    const created = createLightbox({ defaults: initialDefaults });
    const uninstall = installActionLinks(document, created);
    setLightbox(created);
    return () => {
      uninstall();
      created.destroy();
      setLightbox(null);
    };
  }, [initialDefaults]);
  return <LightboxContext.Provider value={lightbox}>{children}</LightboxContext.Provider>;
}

/** The page's lightbox; null before the provider's effect has run (and outside a provider). */
export const useLightbox = (): Lightbox | null => useContext(LightboxContext);

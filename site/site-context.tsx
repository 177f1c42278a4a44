import { createContext, useContext, type ReactNode } from 'react';
import type { Analytics } from './analytics.ts';
import { createAnalytics } from './analytics.ts';
import { DEFAULT_PAGE_SETTINGS, type PageSettings } from './page-settings.ts';

/** What every site component may need: the server's page settings and the analytics sinks. */
export interface SiteServices {
  settings: PageSettings;
  analytics: Analytics;
}

const SiteContext = createContext<SiteServices>({ settings: DEFAULT_PAGE_SETTINGS, analytics: createAnalytics() });

export function SiteProvider({ services, children }: { services: SiteServices; children: ReactNode }) {
  return <SiteContext.Provider value={services}>{children}</SiteContext.Provider>;
}

export const useSite = (): SiteServices => useContext(SiteContext);

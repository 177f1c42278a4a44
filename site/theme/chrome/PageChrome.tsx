import { useState } from 'react';
import { readThemeOptions } from '../theme-options.ts';
import { FloatingContact } from '../floating/FloatingContact.tsx';
import { MouseHelper } from '../mouse-helper/MouseHelper.tsx';
import { AdminBar } from './AdminBar.tsx';
import { Preloader } from './Preloader.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SearchOverlay } from './SearchOverlay.tsx';
import { SidePanel } from './SidePanel.tsx';

/** The theme's page-level pieces that float over the content (SPEC §2 "Page elements of the theme"). */
export function PageChrome({ adminBar }: { adminBar?: boolean }) {
  const [showAdminBar] = useState(() => adminBar ?? readThemeOptions(window.location.search).adminBar);
  return (
    <>
      <AdminBar enabled={showAdminBar} />
      <ScrollToTop />
      <FloatingContact />
      <MouseHelper />
      <SidePanel />
      <SearchOverlay />
      <Preloader />
    </>
  );
}

import { useState } from 'react';
import { useSite } from '../../site-context.tsx';
import { useLayoutModes } from '../layout/use-layout-modes.ts';
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
  // The page-wide layout switches of the page settings' mobile breakpoints (SPEC §9; theme/layout/).
  useLayoutModes(useSite().settings.mobile_breakpoints);
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

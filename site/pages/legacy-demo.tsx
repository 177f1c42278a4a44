import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installLegacyJquery } from '../../engine/index.ts';
import { Strata } from '../../react-ui/index.ts';
import './legacy-demo.css';
import '../../react-ui/style.css';

/*
 * A page whose custom code was written for Slider Revolution 6 (legacy-demo.html): SPEC §8 "Custom code using the
 * legacy library → deprecation notice logged". The plugins go on the page's jQuery before its ready handlers run
 * (module scripts run before DOMContentLoaded), so `$('#legacy-slider').revolution()` exists when the custom code
 * calls it; the module mounts later and picks up what that code queued.
 */
installLegacyJquery(window as unknown as Record<string, unknown>);

createRoot(document.getElementById('legacy-root') as HTMLElement).render(
  <StrictMode>
    <Strata locale="tr" module="/fixtures/modules/nav-demo.json" />
  </StrictMode>,
);

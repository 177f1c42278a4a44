import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SsrApp } from './ssr-app.tsx';
import type { WireModule } from '../../react-ui/index.ts';
import '../../react-ui/style.css';

/** Hydrates the markup the server rendered (site/server/ssr-page.ts) with the module it rendered it from. */
const data = document.getElementById('ssr-module')?.textContent ?? 'null';
hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <SsrApp module={JSON.parse(data) as WireModule} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Strata, type WireModule } from 'strata-slider';

// The module the server rendered with (ssr.mjs), passed in the page as JSON: the same props on both sides. The
// stylesheet is linked in the page's <head> (as a server-rendered page has it before any script runs).
const json = JSON.parse(document.getElementById('strata-module-json')!.textContent!) as WireModule;
const errors: string[] = [];
(window as unknown as { __hydrationErrors: string[] }).__hydrationErrors = errors;

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Strata module={json} baseUrl="/" />
  </StrictMode>,
  {
    onRecoverableError(error) {
      errors.push(String(error));
      console.error('hydration: recoverable error:', error);
    },
  },
);

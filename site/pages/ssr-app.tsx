import type { ReactNode } from 'react';
import { Strata, type StrataProps } from '../../react-ui/index.ts';

/**
 * The server-rendered page (/ssr-demo.html): the same tree on the server (site/server/ssr-page.ts renders it into the
 * built HTML) and in the browser (site/pages/ssr-demo.tsx hydrates it), so hydration finds what it renders.
 */
export function SsrApp({ module }: { readonly module: StrataProps['module'] }): ReactNode {
  return (
    <main style={{ maxWidth: 1240, margin: '0 auto', font: '16px/1.5 system-ui, sans-serif' }}>
      <h1 style={{ font: '600 24px system-ui, sans-serif', padding: '0 1rem' }}>Sunucuda çizilen modül</h1>
      <Strata locale="tr" module={module} baseUrl="/fixtures/modules/" />
    </main>
  );
}

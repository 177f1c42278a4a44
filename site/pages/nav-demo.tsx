import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata } from '../../react-ui/index.ts';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <main>
      <Strata module="/fixtures/modules/nav-demo.json" />
      <p style={{ font: '16px/1.5 system-ui, sans-serif', padding: '1rem' }}>
        Oklar ve noktalar ile gezinin. (Klavye, tekerlek ve kaydırma gezinmesi bir sonraki sürümde.)
      </p>
    </main>
  </StrictMode>,
);

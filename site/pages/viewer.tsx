import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata } from '../../react-ui/index.ts';

/** /viewer.html?src=<module JSON url>[&slide=<key>]: renders one module full-width. */
function Viewer() {
  const params = new URLSearchParams(location.search);
  const src = params.get('src');
  const slide = params.get('slide') ?? undefined;
  if (!src) {
    return (
      <main style={{ font: '16px/1.5 system-ui, sans-serif', padding: '2rem' }}>
        <h1>Strata modül görüntüleyici</h1>
        <p>
          Bir SR7 modül JSON adresi verin: <code>/viewer.html?src=/fixtures/modules/strata-hero.json</code>
        </p>
      </main>
    );
  }
  // A bad module shows Strata's own error box (role="alert") naming the JSON path.
  return <Strata module={src} startSlide={slide} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Viewer />
  </StrictMode>,
);

import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata } from '../../react-ui/index.ts';

/** /viewer.html?src=<module JSON url>[&slide=<key>]: renders one module full-width. */
function Viewer() {
  const params = new URLSearchParams(location.search);
  const src = params.get('src');
  const slide = params.get('slide') ?? undefined;
  const [error, setError] = useState<string | null>(null);
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
  return (
    <>
      {error && (
        <p role="alert" style={{ font: '14px system-ui, sans-serif', margin: 0, padding: '0.5rem 1rem', background: '#fdecec' }}>
          {error}
        </p>
      )}
      <Strata module={src} startSlide={slide} onError={(e) => setError(e.message)} />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Viewer />
  </StrictMode>,
);

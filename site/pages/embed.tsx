import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata, useStrata } from '../../react-ui/index.ts';
import '../../react-ui/style.css';

/** A control outside the module's own navigation, driven through useStrata(). */
function SlideCounter() {
  const { api, value: index } = useStrata((state) => state.index);
  const { value: count } = useStrata((state) => state.slides.length);
  if (!api || index === null) return null;
  return (
    <p className="embed-counter" style={{ font: '16px system-ui, sans-serif' }}>
      <button type="button" onClick={() => api.prev()}>
        Önceki
      </button>{' '}
      <output data-testid="embed-index">
        {index + 1} / {count}
      </output>{' '}
      <button type="button" onClick={() => api.next()}>
        Sonraki
      </button>
    </p>
  );
}

/** Unmounting and mounting again must leave exactly one live module behind (kill() cleans up). */
function EmbedPage() {
  const [shown, setShown] = useState(true);
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', font: '16px system-ui, sans-serif' }}>
      <h1 style={{ font: '600 24px system-ui, sans-serif' }}>React ile gömme</h1>
      <button type="button" onClick={() => setShown((value) => !value)}>
        {shown ? 'Slaytı gizle' : 'Slaytı göster'}
      </button>
      {shown && (
        <Strata locale="tr" module="/fixtures/modules/strata-hero.json">
          <SlideCounter />
        </Strata>
      )}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <EmbedPage />
  </StrictMode>,
);

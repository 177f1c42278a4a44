import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata, useStrata } from '../../react-ui/index.ts';

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

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <main style={{ maxWidth: 960, margin: '0 auto' }}>
      <h1 style={{ font: '600 24px system-ui, sans-serif' }}>React ile gömme</h1>
      <Strata module="/fixtures/modules/strata-hero.json">
        <SlideCounter />
      </Strata>
    </main>
  </StrictMode>,
);

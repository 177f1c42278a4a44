import { StrictMode, useState, type ReactNode } from 'react';
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

/** A child of the module that breaks while rendering (a host component with a bug). */
function BrokenChild(): ReactNode {
  throw new Error('bu bileşen çöktü');
}

/**
 * `?hatalar`: modules that cannot run, side by side with the host's own state. Each failure stays in its module's
 * box (error text or fallback image); the host's counter keeps working (issue 17 "failure is contained").
 */
function FailuresPage() {
  const [clicks, setClicks] = useState(0);
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', font: '16px system-ui, sans-serif' }}>
      <h1 style={{ font: '600 24px system-ui, sans-serif' }}>Hatalı modüller</h1>
      <button type="button" data-testid="host-counter" onClick={() => setClicks((n) => n + 1)}>
        Tıklama: {clicks}
      </button>
      <section data-case="bad-base">
        <Strata locale="tr" module="/fixtures/modules/strata-hero.json" baseUrl="http://[bozuk" />
      </section>
      <section data-case="bad-module-url">
        <Strata locale="tr" module="http://[bozuk/modul.json" />
      </section>
      <section data-case="malformed">
        <Strata locale="tr" module="{ bu json değil" />
      </section>
      <section data-case="broken-child">
        <Strata locale="tr" module="/fixtures/modules/strata-hero.json">
          <BrokenChild />
        </Strata>
      </section>
      <section data-case="healthy">
        <Strata locale="tr" module="/fixtures/modules/strata-hero.json" />
      </section>
    </main>
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
    {new URLSearchParams(location.search).has('hatalar') ? <FailuresPage /> : <EmbedPage />}
  </StrictMode>,
);

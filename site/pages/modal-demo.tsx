/**
 * /modal-demo.html: modules opened as modals by every trigger kind (SPEC §2 "Modal display").
 * `?alias=<alias>&trigger=<trigger string>[&slide=<n>]` replaces the demo set with one StrataModal (e2e);
 * `&hero=0` leaves out the normal module that shows the "both as modal and module" refusal.
 */
import { StrictMode, useEffect, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata, StrataModal } from '../../react-ui/index.ts';
import '../../react-ui/style.css';

const query = new URLSearchParams(window.location.search);
const text: CSSProperties = { font: '16px/1.6 system-ui, sans-serif', maxWidth: 760, margin: '0 auto', padding: '1rem' };
const section: CSSProperties = { ...text, minHeight: '90vh', borderTop: '1px solid #d4d8e0' };

type ModalApi = { openModal(aliasOrId: string | number, slide?: number): void; closeModal(which?: string): void };
const api = () => (window as unknown as { strata: ModalApi }).strata;

/** The sr.modal.* events as they happen, so a visitor (and a test) can see the state machine. */
function EventLog() {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    const names = ['sr.modal.loaded', 'sr.modal.open', 'sr.modal.close'];
    const on = (event: Event) => setLines((old) => [...old, `${event.type}: ${(event as CustomEvent<{ alias: string }>).detail.alias}`]);
    names.forEach((n) => document.addEventListener(n, on));
    return () => names.forEach((n) => document.removeEventListener(n, on));
  }, []);
  return (
    // A fixed height, so new lines never move the page below (scroll anchoring would shift scrollY).
    <ol id="modal-olaylari" aria-live="polite" style={{ fontFamily: 'ui-monospace, monospace', fontSize: 14, height: '9em', overflow: 'auto', border: '1px solid #d4d8e0', paddingTop: 4, paddingBottom: 4 }}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ol>
  );
}

function Modals() {
  const alias = query.get('alias');
  if (alias !== null) {
    const slide = Number(query.get('slide') ?? 0) || undefined;
    return <StrataModal locale="tr" alias={alias} trigger={query.get('trigger') ?? ''} slide={slide} />;
  }
  return (
    <>
      <StrataModal locale="tr" alias="modal-promo" trigger="s:#kampanya;ha:t" />
      <StrataModal locale="tr" alias="modal-newsletter" trigger="e:bulten_ac;so:3200;co:1" />
    </>
  );
}

function Page() {
  return (
    <main>
      <Modals />
      <div style={text}>
        <h1 style={{ font: '700 28px/1.3 system-ui, sans-serif' }}>Açılır pencereler</h1>
        <p>
          Bir modül, sayfanın üzerinde açılır pencere olarak da gösterilebilir: bir süre sonra, sayfa belli bir noktaya
          kaydırılınca, bir olayla, adresteki <code>#</code> ile ya da doğrudan düğmeyle. Esc tuşu ya da arka plana tıklamak
          pencereyi kapatır.
        </p>
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <button type="button" id="ac-kampanya" onClick={() => api().openModal('modal-promo')}>
            Kampanyayı aç
          </button>
          <button type="button" id="ac-bulten" onClick={() => document.dispatchEvent(new CustomEvent('bulten_ac', { detail: { slide: 2 } }))}>
            Bülteni 2. slaytta aç (olay)
          </button>
          <a href="#modal-promo">Adresle aç (#modal-promo)</a>
          <button type="button" id="ac-hero" onClick={() => api().openModal('strata-hero')}>
            Sayfadaki modülü pencere olarak açmayı dene
          </button>
          <button type="button" id="ac-yok" onClick={() => api().openModal('boyle-bir-modul-yok')}>
            Olmayan bir modülü aç
          </button>
        </p>
        <EventLog />
      </div>
      {query.get('hero') !== '0' && (
        <section aria-labelledby="sayfadaki-modul" style={{ padding: '1rem 0' }}>
          <h2 id="sayfadaki-modul" style={{ ...text, font: '700 20px/1.4 system-ui, sans-serif' }}>
            Sayfadaki modül
          </h2>
          <p style={text}>
            Bu modül sayfada normal olarak duruyor; aynı modül pencere olarak açılamaz (konsolda bir uyarı görünür), modül
            ayarlarında “Pop Up” açık değilse.
          </p>
          <Strata locale="tr" module={{ remote: true, alias: 'strata-hero' }} />
        </section>
      )}
      <section style={section}>
        <h2>Kaydırma</h2>
        <p>Sayfayı aşağı kaydırdıkça bülten penceresi 3200 piksel sonra bir kez açılır; gösterildikten sonra bir gün boyunca yeniden açılmaz.</p>
      </section>
      <section style={section}>
        <h2>Ara bölüm</h2>
        <p>Uzun bir sayfa: pencereler kapanınca kaydırma konumu olduğu gibi geri gelir.</p>
      </section>
      <section id="kampanya" style={section}>
        <h2>Kampanya</h2>
        <p>Bu bölümün üst kenarı pencerenin ortasına gelince kampanya penceresi açılır.</p>
      </section>
      <section style={section}>
        <h2>Son</h2>
        <p>Sayfanın sonu.</p>
      </section>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);

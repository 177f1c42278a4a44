import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata } from '../../react-ui/index.ts';
import '../../react-ui/style.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <main>
      <Strata locale="tr" module="/fixtures/modules/nav-demo.json" />
      <p style={{ font: '16px/1.5 system-ui, sans-serif', padding: '1rem' }}>
        Oklar ve noktalar ile gezinin; ayrıca klavyenin sol/sağ ok tuşları, fare tekerleği ve kaydırma (dokunma ya da
        fareyle sürükleme) ile. Her slaytın adresi var: <a href="#slayt-3">#slayt-3</a> üçüncü slaytı açar.
      </p>
      <section aria-labelledby="karusel-baslik" style={{ padding: '0 0 1rem' }}>
        <h2 id="karusel-baslik" style={{ font: '700 20px/1.4 system-ui, sans-serif', padding: '0 1rem' }}>
          Karusel
        </h2>
        <p style={{ font: '16px/1.5 system-ui, sans-serif', padding: '0 1rem' }}>
          Kartları fareyle ya da parmakla sürükleyin; hızlı bir fiske birden çok kart ilerletir. Sondan başa kesintisiz döner.
        </p>
        <Strata locale="tr" module="/fixtures/modules/nav-carousel.json" />
      </section>
      {/* The target of slide 1's "Gezinme notları" link layer; tall enough that the page scrolls to it. */}
      <section id="gezinme-notlari" style={{ font: '16px/1.5 system-ui, sans-serif', padding: '1rem', minHeight: '100vh' }}>
        <h2>Gezinme notları</h2>
        <p>Klavye: bir tuşa basıldıktan sonra 500 ms içindeki basışlar yok sayılır. Tekerlek: bir kaydırma hareketi en fazla bir slayt ilerletir.</p>
      </section>
    </main>
  </StrictMode>,
);

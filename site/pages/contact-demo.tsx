/**
 * /contact-demo.html: how the contact form may and may not be embedded. The first copy stands on its
 * own (unit tag …-o1); the second sits inside a page builder's <form>, where a form cannot work (nested
 * forms are invalid HTML and submit the outer form), so it shows SPEC §8's error instead. Both copies
 * share one schema request.
 */
import { StrictMode, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { createAnalytics, dataLayerSink } from '../analytics.ts';
import { ContactForm } from '../contact/ContactForm.tsx';
import { readPageSettings } from '../page-settings.ts';
import { SiteProvider } from '../site-context.tsx';

const page: CSSProperties = { font: '16px/1.6 system-ui, sans-serif', color: '#1d2433', maxWidth: 880, margin: '0 auto', padding: '2rem 1.5rem' };

function ContactDemo() {
  return (
    <main style={page}>
      <h1>İletişim formu: yerleştirme örnekleri</h1>
      <section id="dogru-yer" aria-labelledby="dogru-yer-baslik">
        <h2 id="dogru-yer-baslik">Doğru yerleştirme</h2>
        <ContactForm formId={4811} />
      </section>
      <section id="yanlis-yer" aria-labelledby="yanlis-yer-baslik">
        <h2 id="yanlis-yer-baslik">Başka bir formun içine yerleştirilmiş</h2>
        <form className="page-builder-form" aria-label="Sayfa düzenleyici formu" onSubmit={(e) => e.preventDefault()}>
          <ContactForm formId={4811} ordinal={2} />
        </form>
      </section>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SiteProvider services={{ settings: readPageSettings(document), analytics: createAnalytics([dataLayerSink(window as unknown as { dataLayer?: unknown[] })]) }}>
      <ContactDemo />
    </SiteProvider>
  </StrictMode>,
);

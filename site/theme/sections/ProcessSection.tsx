import { Particles } from '../widgets/Particles.tsx';
import '../tokens.css';
import './sections.css';
import '../layout/layout.css';

const STEPS = [
  { title: 'Keşif', text: 'Hedeflerinizi, kitlenizi ve ölçmek istediğiniz sonuçları birlikte netleştiriyoruz.' },
  { title: 'Tasarım', text: 'Slaytların akışını, katman zamanlamalarını ve geçişleri marka dilinize göre kurguluyoruz.' },
  { title: 'Entegrasyon', text: 'Modülü React uygulamanıza, WordPress temanıza ya da statik sayfanıza yerleştiriyoruz.' },
  { title: 'Yayın ve ölçüm', text: 'Yayından sonra slayt ve tıklama olaylarını izliyor, içeriği verilere göre iyileştiriyoruz.' },
] as const;

/**
 * "Süreç": how a project runs, on a dark band with the theme's drifting particles. The band uses the theme's layout
 * switches (SPEC §9, theme/layout/): full height from 1025 px, a fixed background row and a sticky heading column
 * (50 px from the top) wider than 768 px, the two columns stacked below 768 px.
 */
export function ProcessSection() {
  return (
    <section id="surec" className="tm-section tm-process tm-full-height-section tm-fixed-row">
      <Particles />
      <div className="tm-container tm-process-grid tm-section-columns">
        <div className="tm-section-head tm-process-aside tm-fixed-column">
          <p className="tm-eyebrow">Süreç</p>
          <h2>Fikirden yayına dört adım</h2>
          <p className="tm-lead">Ortalama bir tanıtım sayfası projesi üç haftada yayına çıkar. Her adımın sonunda çalışan bir sürümü birlikte gözden geçiririz.</p>
          <a className="tm-btn tm-btn-light smooth-scroll-to-target" href="#iletisim">
            Projenizi anlatın
          </a>
        </div>
        <ol className="tm-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="tm-step">
              <span className="tm-step-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

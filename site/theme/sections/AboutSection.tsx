import { useRef } from 'react';
import { useTilt } from '../widgets/use-tilt.ts';
import '../tokens.css';
import './sections.css';

const STATS = [
  { value: '60 fps', label: 'orta seviye dizüstü bilgisayarlarda bile' },
  { value: '1', label: 'geçiş başına çizim çağrısı' },
  { value: '%100', label: 'klavyeyle erişilebilir gezinme' },
  { value: '5', label: 'duyarlı kırılım noktası' },
] as const;

/** "Hakkımızda": who makes Strata and why, with a tilting layered illustration (data-tilt-* overrides). */
export function AboutSection() {
  const visualRef = useRef<HTMLDivElement>(null);
  useTilt(visualRef);

  return (
    <section id="hakkimizda" className="tm-section tm-about">
      <div className="tm-container tm-about-grid">
        <div className="tm-about-copy">
          <p className="tm-eyebrow">Hakkımızda</p>
          <h2>Hikâyenizi katman katman anlatan slayt motoru</h2>
          <p className="tm-lead">
            Strata’yı İstanbul’da, ajanslar ve ürün ekipleriyle yıllarca tanıtım sayfası üretmiş bir ekip olarak kurduk. Amacımız basit: göz alıcı
            slaytlar, sayfanızı yavaşlatmadan ve hiçbir ziyaretçiyi dışarıda bırakmadan çalışsın.
          </p>
          <p>
            Arka planlar ve geçişler ekran kartında çizilir; okunan ve tıklanan her şey ise erişilebilir HTML olarak kalır. Böylece arama motorları
            içeriğinizi görür, ekran okuyucular metninizi okur, siz de tasarımdan ödün vermezsiniz.
          </p>
          <dl className="tm-stats">
            {STATS.map((stat) => (
              <div key={stat.value} className="tm-stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div ref={visualRef} className="tm-about-visual" aria-hidden="true">
          <div className="tm-about-stack tilt-hover-effect" data-tilt-max="12" data-tilt-perspective="1300" data-tilt-speed="600">
            <div className="tm-about-layer tm-about-layer-back" />
            <div className="tm-about-layer tm-about-layer-mid">
              <span className="tm-about-chip">Geçiş: küp</span>
              <span className="tm-about-bar" />
              <span className="tm-about-bar tm-about-bar-short" />
            </div>
            <div className="tm-about-layer tm-about-layer-front">
              <span className="tm-about-kicker">Slayt 2 / 3</span>
              <strong>Yaz koleksiyonu</strong>
              <span className="tm-about-button">Keşfet</span>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

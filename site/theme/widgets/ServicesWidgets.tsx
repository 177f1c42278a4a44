import { useRef } from 'react';
import { Accordion } from './Accordion.tsx';
import { Icon } from './icons.tsx';
import { InfoHoverList } from './InfoHoverList.tsx';
import { FAQ, INTEGRATIONS, PLANS, SERVICES } from './services-content.tsx';
import { Tabs } from './Tabs.tsx';
import { useEqualHeights } from './use-equal-heights.ts';
import { useTilt } from './use-tilt.ts';
import '../tokens.css';
import './widgets.css';

/**
 * The services section's widgets (SPEC §2 "Accordions and tabs", §9 tilt, equal heights, floating box): tilting
 * service cards of equal height, integrations with a floating info box, plans in tabs and the FAQ accordion.
 */
export function ServicesWidgets() {
  const gridRef = useRef<HTMLDivElement>(null);
  useTilt(gridRef);
  useEqualHeights(gridRef);

  return (
    <div className="tm-services">
      <div ref={gridRef} className="tm-service-grid equal-height equal-height-disable-mobile">
        {SERVICES.map((service) => (
          <article key={service.title} className="tm-service-card tilt-hover-effect equal-height-item">
            <span className="tm-service-icon">
              <Icon name={service.icon} />
            </span>
            <h3>{service.title}</h3>
            <p>{service.text}</p>
          </article>
        ))}
      </div>

      <div className="tm-integrations">
        <p className="tm-integrations-title">Birlikte çalıştığı araçlar</p>
        <InfoHoverList items={INTEGRATIONS} label="Entegrasyonlar" />
      </div>

      <div className="tm-services-columns">
        <div id="paketler" className="tm-widget-block">
          <p className="tm-eyebrow">Paketler</p>
          <h3>Ekibinize uygun planı seçin</h3>
          <Tabs items={PLANS} label="Paketler" />
        </div>
        <div id="sss" className="tm-widget-block">
          <p className="tm-eyebrow">Sık sorulan sorular</p>
          <h3>Aklınızdaki sorular</h3>
          <Accordion items={FAQ} initiallyOpen={[0]} />
        </div>
      </div>
    </div>
  );
}

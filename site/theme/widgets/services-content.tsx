/** The marketing copy of the services widgets (Turkish, about the slider product). */
import type { AccordionItem } from './Accordion.tsx';
import type { IconName } from './icons.tsx';
import type { InfoItem } from './InfoHoverList.tsx';
import type { TabItem } from './Tabs.tsx';

export const SERVICES: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  { icon: 'layers', title: 'Katmanlı slaytlar', text: 'Başlık, görsel, video ve düğmeleri ayrı katmanlarda canlandırın; her katman kendi zamanlamasıyla sahneye girer.' },
  { icon: 'spark', title: 'GPU ile çizilen geçişler', text: 'Küp, parça, bulanıklık ve renk filtreleri tek bir çizim çağrısında. Orta seviye cihazlarda bile akıcı 60 fps.' },
  { icon: 'carousel', title: 'Karusel ve galeri', text: 'Sürükleyin, kaydırın, tekerlekle gezinin. Sonsuz döngü ve mıknatıslı hizalama hazır gelir.' },
  { icon: 'modal', title: 'Modal pencereler', text: 'Kampanyalarınızı zamanlayıcıyla, sayfa kaydırıldığında ya da bir bağlantıya tıklandığında açılan pencerelerde gösterin; çerez ile tekrarını sınırlayın.' },
  { icon: 'access', title: 'Erişilebilir gezinme', text: 'Klavye, ekran okuyucu ve azaltılmış hareket tercihi varsayılan olarak desteklenir.' },
  { icon: 'chart', title: 'Ölçüm ve derin bağlantı', text: 'Her slayt değişimi bir analitik olayı olarak raporlanır. Paylaştığınız bağlantı, ziyaretçiyi doğrudan istediğiniz slayta götürür.' },
];

export const INTEGRATIONS: readonly InfoItem[] = [
  { label: 'React', title: 'React bileşeni', text: '<Strata /> bileşeni ve useStrata() kancasıyla uygulamanıza dakikalar içinde ekleyin.' },
  { label: 'WordPress', title: 'WordPress uyumu', text: 'Slider Revolution 7 dışa aktarımlarını olduğu gibi okur; mevcut modülleriniz dönüştürmeden taşınır.' },
  { label: 'REST API', title: 'REST API', text: 'Modülleri, içerik akışlarını ve form gönderimlerini sade bir HTTP arayüzüyle yönetin.' },
  { label: 'Analitik', title: 'Analitik olayları', text: 'Slayt, tıklama ve form olayları dataLayer’a gönderilir; Google Etiket Yöneticisi ile hazır.' },
  { label: 'WCAG 2.2', title: 'Erişilebilirlik', text: 'Klavyeyle tam gezinme, canlı bölge duyuruları ve özenli odak yönetimi.' },
  { label: 'Tembel yükleme', title: 'Hızlı ilk görüntü', text: 'İlk slayt anında görünür; GPU sahnesi arka planda yüklenip sessizce devralır.' },
];

function Plan({ price, period, features }: { price: string; period?: string; features: string[] }) {
  return (
    <div className="tm-plan">
      <p className="tm-plan-price">
        {price}
        {period && <span> / {period}</span>}
      </p>
      <ul className="tm-plan-features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <a className="tm-btn smooth-scroll-to-target" href="#iletisim">
        Bu paketi konuşalım
      </a>
    </div>
  );
}

export const PLANS: readonly TabItem[] = [
  { label: 'Başlangıç', content: <Plan price="₺1.490" period="ay" features={['Tek site, 5 modül', 'Tüm temel geçişler', 'Karusel ve galeri', 'E-posta desteği']} /> },
  {
    label: 'Profesyonel',
    content: <Plan price="₺3.990" period="ay" features={['10 site, sınırsız modül', 'GPU geçişleri ve modal pencereler', 'Analitik entegrasyonu', 'Bir iş günü içinde öncelikli destek']} />,
  },
  { label: 'Kurumsal', content: <Plan price="Size özel" features={['Sınırsız site', 'Tek oturum açma ve denetim kayıtları', 'Markanıza özel geçiş tasarımı', 'SLA ile 7/24 destek']} /> },
];

export const FAQ: readonly AccordionItem[] = [
  {
    title: 'Strata mevcut Slider Revolution modüllerimi açabilir mi?',
    content: <p>Evet. Slider Revolution 7 JSON dışa aktarımları dönüştürme gerekmeden yüklenir; katmanlar, geçişler ve duyarlı ayarlar korunur.</p>,
  },
  {
    title: 'WebGL desteklemeyen tarayıcılarda ne olur?',
    content: <p>Strata sayfayı bekletmez: ilk slayt düz HTML olarak çizilir. WebGL yoksa geçişler CSS ile yumuşakça sürer ve gezinme çalışmaya devam eder.</p>,
  },
  {
    title: 'Sitemin hızını etkiler mi?',
    content: <p>GPU sahnesi ilk görüntüden sonra yüklenir ve yalnızca bir şey hareket ederken çizim yapar; boşta bekleyen sayfa işlemci harcamaz.</p>,
  },
  {
    title: 'Lisans kaç siteyi kapsıyor?',
    content: <p>Başlangıç paketi tek siteyi, Profesyonel paket on siteyi kapsar. Kurumsal pakette site sayısı sınırsızdır.</p>,
  },
  {
    title: 'Destek nasıl işliyor?',
    content: <p>Tüm paketlerde Türkçe e-posta desteği vardır. Profesyonel pakette bir iş günü içinde, Kurumsal pakette SLA ile 7/24 yanıt veriyoruz.</p>,
  },
];

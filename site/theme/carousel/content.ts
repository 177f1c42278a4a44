/** What the home page's theme carousels show (Turkish, SPEC §1 "Turkish interface strings"). */

export interface Testimonial {
  readonly key: string;
  readonly quote: string;
  readonly name: string;
  readonly role: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    key: 'ayse',
    quote: 'Ana sayfamızdaki slaytı Strata ile yeniledik; sayfa artık anında açılıyor ve kampanya tıklamalarımız ilk ayda belirgin biçimde arttı.',
    name: 'Ayşe Yılmaz',
    role: 'Pazarlama Direktörü, Anadolu Lojistik',
  },
  {
    key: 'mehmet',
    quote: 'Eski Slider Revolution kodumuzu hiç değiştirmeden taşıdık. Ekibimiz konsoldaki notlara bakarak yeni API’ye kendi hızında geçti.',
    name: 'Mehmet Kaya',
    role: 'Yazılım Ekibi Lideri, Kuzey Yayın',
  },
  {
    key: 'zeynep',
    quote: 'Mobilde kaydırma ve klavyeyle gezinme kusursuz. Erişilebilirlik denetiminden ilk seferde geçen ilk tanıtım sayfamız oldu.',
    name: 'Zeynep Demir',
    role: 'Ürün Tasarımcısı, Mavi Sağlık',
  },
  {
    key: 'can',
    quote: 'Geçişler tek çizim çağrısında çalıştığı için eski dizüstü bilgisayarlarda bile akıcı. Müşterilerimiz farkı hemen fark etti.',
    name: 'Can Öztürk',
    role: 'Kurucu Ortak, Atölye 34',
  },
  {
    key: 'elif',
    quote: 'Kurulumdan yayına üç hafta sürdü. Süreç boyunca her adımda çalışan bir sürümü birlikte gözden geçirmek bize güven verdi.',
    name: 'Elif Arslan',
    role: 'Dijital Kanallar Müdürü, Ege Enerji',
  },
  {
    key: 'burak',
    quote: 'Ürün karuselimiz artık sürüklemeye parmağın hızıyla karşılık veriyor; sepete ekleme oranımız mobilde yüzde on sekiz yükseldi.',
    name: 'Burak Şahin',
    role: 'E-ticaret Sorumlusu, Pera Moda',
  },
];

export interface ClientLogo {
  readonly key: string;
  readonly name: string;
  /** The wordmark's accent colour. */
  readonly color: string;
}

export const CLIENT_LOGOS: readonly ClientLogo[] = [
  { key: 'anadolu', name: 'Anadolu Lojistik', color: '#2f5bea' },
  { key: 'kuzey', name: 'Kuzey Yayın', color: '#0ea5e9' },
  { key: 'mavi', name: 'Mavi Sağlık', color: '#14b8a6' },
  { key: 'atolye', name: 'Atölye 34', color: '#f97316' },
  { key: 'ege', name: 'Ege Enerji', color: '#16a34a' },
  { key: 'pera', name: 'Pera Moda', color: '#db2777' },
  { key: 'bogazici', name: 'Boğaziçi Finans', color: '#7c3aed' },
  { key: 'toros', name: 'Toros Gıda', color: '#dc2626' },
];

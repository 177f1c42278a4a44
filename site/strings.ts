/** Turkish interface strings of the site shell. */
export const TEXT = {
  services: 'Hizmetler',
  servicesIntro: 'Katmanlı slaytlar, GPU ile çizilen geçişler ve erişilebilir gezinme: tanıtım sayfanız için hepsi bir arada.',
  contact: 'İletişim',
  contactIntro: 'Projeniz için bize yazın; en kısa sürede dönüş yapalım.',
} as const;

/** The like button (BEHAVIOURS §2: simpleLikes.like / simpleLikes.unlike, the loader's "Loading..."). */
export const LIKE_TEXT = {
  like: 'Beğen',
  unlike: 'Beğenmekten vazgeç',
  loading: 'Yükleniyor...',
  /** Spoken with the count: "12 beğeni". */
  likesSuffix: 'beğeni',
} as const;

/** The blog section on the home page (site/like/). */
export const BLOG_TEXT = {
  title: 'Blog',
  intro: 'Atölyeden notlar: slayt tasarımı, geçişler ve erişilebilirlik üzerine yazılar.',
  loadFailed: 'Yazılar yüklenemedi.',
} as const;

/** The newsletter block (SPEC §8: success and failure messages). */
export const NEWSLETTER_TEXT = {
  title: 'Bültene abone olun',
  intro: 'Yeni sürümler ve atölye notları ayda bir kez e-posta kutunuzda.',
  email: 'E-posta adresiniz',
  name: 'Adınız (isteğe bağlı)',
  audience: 'Bülteni kimin için alıyorsunuz?',
  personal: 'Kendim için',
  business: 'Şirketim için',
  company: 'Şirket adı',
  interest: 'En çok hangi konu ilginizi çekiyor?',
  interestPlaceholder: 'Bir konu seçin',
  interestDesign: 'Tasarım',
  interestDevelopment: 'Geliştirme',
  interestAccessibility: 'Erişilebilirlik',
  submit: 'Abone ol',
  success: 'Abone olduğunuz için teşekkürler.',
  failure: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
} as const;

/** The shop section and the floating cart (BEHAVIOURS §5; WooCommerce's i18n_view_cart is "View cart"). */
export const CART_TEXT = {
  shopTitle: 'Mağaza',
  shopIntro: 'Atölyemizden seçilmiş birkaç parça.',
  addToCart: 'Sepete ekle',
  viewCart: 'Sepeti görüntüle',
  outOfStock: 'Stokta yok',
  addFailed: 'Ürün sepete eklenemedi. Lütfen tekrar deneyin.',
  loadFailed: 'Ürünler yüklenemedi.',
  cart: 'Sepet',
  openCart: 'Sepeti aç',
  close: 'Sepeti kapat',
  empty: 'Sepetinizde ürün yok.',
  subtotal: 'Ara toplam',
  quantity: 'Miktar',
  increase: 'Artır',
  decrease: 'Azalt',
  remove: 'Sepetten çıkar',
  update: 'Sepeti güncelle',
  updateFailed: 'Sepet güncellenemedi. Lütfen tekrar deneyin.',
  itemCount: 'ürün',
} as const;

/** WooCommerce's data-success_message: "“%s” has been added to your cart". */
export const addedToCartMessage = (name: string): string => `“${name}” sepetinize eklendi.`;

/** The contact form's own interface (field labels and messages are the form's content: fixtures/forms/). */
export const CONTACT_TEXT = {
  /** SPEC §8: a form placed inside another form. */
  misplacedLabel: 'Hata:',
  misplaced: 'Bu iletişim formu yanlış yere yerleştirilmiş.',
  notFound: 'İletişim formu bulunamadı.',
  requiredNote: 'ile işaretli alanlar zorunludur.',
  charactersLeft: 'karakter kaldı',
  characters: 'karakter',
  /** Shown when the request itself failed (SPEC §8 fetch_error); CF7 only logs it. */
  fetchError: 'Sunucuya ulaşılamadı; internet bağlantınız kesilmiş olabilir. Bağlantınızı kontrol edip yeniden gönderin.',
  /** invalid_json or a non-2xx answer. */
  badResponse: 'Mesajınız şu anda iletilemedi. Lütfen biraz sonra yeniden deneyin.',
} as const;

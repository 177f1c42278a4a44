/** Turkish interface strings of the site shell. */
export const TEXT = {
  mainMenu: 'Ana menü',
  services: 'Hizmetler',
  servicesIntro: 'Katmanlı slaytlar, GPU ile çizilen geçişler ve erişilebilir gezinme: tanıtım sayfanız için hepsi bir arada.',
  contact: 'İletişim',
  contactIntro: 'Projeniz için bize yazın; en kısa sürede dönüş yapalım.',
} as const;

/** Turkish texts of the portfolio section. */
export const PORTFOLIO_TEXT = {
  heading: 'Portfolyo',
  intro: 'Markalar, web siteleri ve mobil uygulamalar için hazırladığımız görsellerden bir seçki. Kategoriye göre süzün, sıralayın; büyütmek için bir görsele tıklayın.',
  filterGroup: 'Kategoriye göre süz',
  all: 'Tümü',
  sortGroup: 'Sırala',
  sortOriginal: 'Önerilen',
  sortName: 'Ada göre',
  sortDate: 'Tarihe göre',
  sortShuffle: 'Karıştır',
  actionsGroup: 'Daha fazlası',
  watchVideo: 'Tanıtım videosunu izle',
  details: 'Ayrıntılar',
  brief: 'Proje brifi',
  featured: 'Öne çıkan çalışma',
  briefTitle: 'Proje brifinde neler olmalı?',
  briefItems: [
    ['Amaç', 'Projenin çözmesini istediğiniz sorun ve başarıyı nasıl ölçeceğiniz.'],
    ['Kitle', 'Kime sesleniyorsunuz; hangi cihazlarda, hangi dilde?'],
    ['Takvim', 'Yayın tarihi ve ara teslimler için beklentileriniz.'],
  ],
} as const;

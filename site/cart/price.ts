/** Prices in Turkish lira, as the Turkish WooCommerce store prints them: "₺1.299,90". */

const formatter = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 });

export function formatPrice(lira: number): string {
  return formatter.format(lira);
}

/** Whole kuruş, so sums of prices do not collect binary-fraction errors. */
export function toKurus(lira: number): number {
  return Math.round(lira * 100);
}

export function fromKurus(kurus: number): number {
  return kurus / 100;
}

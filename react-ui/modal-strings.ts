/** The modal host's Turkish interface strings. */
export const MODAL_STRINGS = {
  /** Read by screen readers while a modal's module loads. */
  loading: 'Yükleniyor…',
  /** aria-label of a modal whose module has no title. */
  dialog: (alias: string) => `Açılır pencere: ${alias}`,
} as const;

/** React entry (DESIGN.md "Library entries"). */
export { Strata } from './Strata.tsx';
export type { StrataProps } from './Strata.tsx';
export { useStrata } from './useStrata.ts';
export { StrataModal } from './StrataModal.tsx';
export type { StrataModalProps } from './StrataModal.tsx';
export { EN_STRINGS, TR_STRINGS, STRATA_LOCALES, stringsFor } from './strings.ts';
export type { StrataLocale, StrataStrings } from './strings.ts';

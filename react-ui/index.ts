/** React entry (DESIGN.md "Library entries"). */
export { Strata } from './Strata.tsx';
export type { StrataProps } from './Strata.tsx';
export { useStrata } from './useStrata.ts';
export { StrataModal } from './StrataModal.tsx';
export type { StrataModalProps } from './StrataModal.tsx';

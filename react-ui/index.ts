/** React entry (DESIGN.md "Library entries"). */
export { Strata } from './Strata.tsx';
export type { StrataProps } from './Strata.tsx';
export { useStrata } from './useStrata.ts';

import { useId } from 'react';

/** The Strata mark: three offset layers, the product's idea in one glyph. */
export function LogoMark({ className = 'tm-logo-mark' }: { className?: string }) {
  // The mark appears several times on the page (header, drawer, side panel…): each needs its own gradient id.
  const gradientId = useId();
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b8cff" />
          <stop offset="1" stopColor="#2444c7" />
        </linearGradient>
      </defs>
      <rect x="4" y="4" width="20" height="7" rx="3.5" fill="#9bd3ff" />
      <rect x="8" y="12.5" width="20" height="7" rx="3.5" fill={`url(#${gradientId})`} />
      <rect x="4" y="21" width="20" height="7" rx="3.5" fill="#0b1634" />
    </svg>
  );
}

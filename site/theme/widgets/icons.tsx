/** Line icons of the service cards (24 × 24, currentColor). */
const PATHS = {
  layers: 'M12 3 3 7.5l9 4.5 9-4.5L12 3Zm-9 9 9 4.5 9-4.5M3 16.5 12 21l9-4.5',
  spark: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18',
  carousel: 'M7 6h10v12H7zM3 8v8M21 8v8',
  modal: 'M4 5h16v14H4zM4 9h16M8 13h8M8 16h5',
  access: 'M12 4.5a1.5 1.5 0 1 0 0 .01M5 8l7 2 7-2M12 10v4l-3 6M12 14l3 6',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="tm-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The like icon's outline, shared by the server's `icon` HTML and the button's own SVG (24 × 24 view box). */
export const HEART_PATH =
  'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.1c2.1-.2 4 .9 5.4 2.7 1.4-1.8 3.3-2.9 5.4-2.7 3.7.4 5.7 4.3 4.2 7.7C19.5 16.4 12 21 12 21z';

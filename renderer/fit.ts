/** Where an image of `iw×ih` is drawn in a `w×h` box for a CSS background-size / -position pair. */
export interface DrawRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const parsePosition = (token: string | undefined, free: number): number => {
  if (!token) return free / 2;
  if (token === 'left' || token === 'top') return 0;
  if (token === 'right' || token === 'bottom') return free;
  if (token === 'center') return free / 2;
  const value = Number.parseFloat(token);
  if (!Number.isFinite(value)) return free / 2;
  return token.endsWith('%') ? (free * value) / 100 : value;
};

const parseSize = (token: string | undefined, box: number, natural: number): number | null => {
  if (!token || token === 'auto') return null;
  const value = Number.parseFloat(token);
  if (!Number.isFinite(value)) return null;
  return token.endsWith('%') ? (box * value) / 100 : value;
};

/** CSS background sizing maths (cover, contain, auto, explicit sizes) so the GPU stage matches the DOM fallback. */
export function fitImage(iw: number, ih: number, w: number, h: number, size: string, position: string): DrawRect {
  let dw = iw;
  let dh = ih;
  if (size === 'cover' || size === 'contain') {
    const scale = size === 'cover' ? Math.max(w / iw, h / ih) : Math.min(w / iw, h / ih);
    dw = iw * scale;
    dh = ih * scale;
  } else if (size !== 'auto' && size !== '') {
    const [sw, sh] = size.split(/\s+/);
    const width = parseSize(sw, w, iw);
    const height = parseSize(sh, h, ih);
    dw = width ?? (height !== null ? (iw * height) / ih : iw);
    dh = height ?? (width !== null ? (ih * width) / iw : ih);
  }
  const [px, py] = position.split(/\s+/);
  return { x: parsePosition(px, w - dw), y: parsePosition(py, h - dh), w: dw, h: dh };
}

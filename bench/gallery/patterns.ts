/**
 * Test patterns that make a pixel say where it came from: red = 255 on the outgoing slide and 0 on the
 * incoming one, green = the texel's u and blue its v (0..255). A pixel test can then tell which slide
 * and which point of it the transition put under a given canvas pixel.
 */
export function paintUvPattern(ctx: CanvasRenderingContext2D, outgoing: boolean): void {
  const w = ctx.canvas.width;
  const h = ctx.canvas.height;
  const image = ctx.createImageData(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      image.data[i] = outgoing ? 255 : 0;
      image.data[i + 1] = Math.round(((x + 0.5) / w) * 255);
      image.data[i + 2] = Math.round(((y + 0.5) / h) * 255);
      image.data[i + 3] = 255;
    }
  }
  ctx.putImageData(image, 0, 0);
}

/** Which slide and texel a sampled pixel shows (null when it is a blend or the background). */
export function decodeUv(pixel: readonly number[]): { outgoing: boolean; u: number; v: number } | null {
  const [r = 0, g = 0, b = 0, a = 0] = pixel;
  if (a < 250 || (r > 5 && r < 250)) return null;
  return { outgoing: r >= 250, u: g / 255, v: b / 255 };
}

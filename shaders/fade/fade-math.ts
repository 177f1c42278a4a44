/**
 * Fade program maths on the CPU: the analytic pixel the pixel tests compare the GPU output against.
 * Colours are premultiplied RGBA 0..1; `base` is the clear colour underneath (the via colour).
 */
export function fadePixel(
  from: readonly number[],
  to: readonly number[],
  alphaOut: number,
  alphaIn: number,
  outOnTop: boolean,
  base: readonly number[] = [0, 0, 0, 0],
): number[] {
  const over = (top: readonly number[], bottom: readonly number[]) =>
    [0, 1, 2, 3].map((i) => (top[i] ?? 0) + (bottom[i] ?? 0) * (1 - (top[3] ?? 0)));
  const a = from.map((v) => v * alphaOut);
  const b = to.map((v) => v * alphaIn);
  const [lower, upper] = outOnTop ? [b, a] : [a, b];
  return over(upper, over(lower, base));
}

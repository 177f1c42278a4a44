/**
 * SR7 base transition presets (../shared/sr7/TRANSITIONS.md). Only the fade group is wired to a shader
 * in the walking skeleton; the table is the place the other 182 presets go.
 */
export type PresetParams = Readonly<Record<string, unknown>>;

export const PRESETS: Readonly<Record<string, PresetParams>> = {
  notransition: { speed: '10', in: { o: 1 }, out: { a: false, o: 1 } },
  fade: { in: { o: 0 }, out: { a: false } },
  crossfade: { in: { o: 0 } },
  fadethroughdark: { in: { o: 0 }, out: { a: false, o: 0 }, p: 'dark' },
  fadethroughlight: { in: { o: 0 }, out: { a: false, o: 0 }, p: 'light' },
  fadethroughtransparent: { in: { o: 0 }, out: { a: false, o: 0 }, p: 'transparent' },
};

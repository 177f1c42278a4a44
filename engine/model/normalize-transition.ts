/**
 * A slide's background transition, read at load (issue 18): the resolver and its preset table load on demand
 * (engine/transition/), but whether a slide's transition can be used is decided here, when the module is read, so a
 * transition Strata cannot use is a diagnostic the page sees at once (`api.diagnostics()`), not a silent fallback at
 * the first change. The stored object stays raw for the resolver; what cannot be used is taken out of it:
 *
 * - `tl.in.bg` that is not an object → SR7's default, a fade;
 * - a preset name (`temp.p`) that is not a string, or that names no preset while the export carries no `in`/`out`
 *   of its own → a fade (exports normally carry the preset's parameters inline, so an unknown name with them, such
 *   as the WebGL add-on's `tp_wbgl_spin_1`, is a custom transition and is kept);
 * - a speed that is no number (`1000`, `"1000ms"`), `default`, `d` or `random` → the preset's own speed.
 */
import { report } from './diagnostics.ts';
import { at, isRecord, type Rec } from './read.ts';

/** The 190 base presets of ../shared/sr7/TRANSITIONS.md (engine/transition/presets.ts; a test keeps the two equal). */
export const TRANSITION_PRESET_NAMES: ReadonlySet<string> = new Set(
  `
  notransition fade crossfade fadethroughdark fadethroughlight fadethroughtransparent slotfade-vertical
  slotfade-horizontal slideoververtical slideoverhorizontal slideoverup slideoverdown slideoverleft slideoverright
  slideremovevertical slideremovehorizontal slideremoveup slideremovedown slideremoveleft slideremoveright
  slidevertical slidehorizontal slideup slidedown slideleft slideright slidefadeinvertical slidefadeinhorizontal
  fadefrombottom fadefromtop fadefromright fadefromleft slidefadeinoutvertical slidefadeinouthorizontal
  fadetotopfadefrombottom fadetobottomfadefromtop fadetoleftfadefromright fadetorightfadefromleft parallaxvertical
  parallaxhorizontal parallaxtotop parallaxtobottom parallaxtoleft parallaxtoright slidingoverlayvertical
  slidingoverlayhorizontal slidingoverlayup slidingoverlaydown slidingoverlayleft slidingoverlayright zoomin zoomout
  zoomind zoomoutd zoominl zoomoutl scaledownvertical scaledownhorizontal scaledownfromtop scaledownfrombottom
  scaledownfromleft scaledownfromright scaleupvertical scaleuphorizontal scaleupfromtop scaleupfrombottom
  scaleupfromleft scaleupfromright blurlight blurlightcross blurstrong blurstrongcross brightness brightnesscross
  grayscale grayscalecross sephia sephiacross cube cube-r cube-horizontal cube-r-horizontal incube incube-horizontal
  flyin flyin-r flyin-vertical flyin-vertical-r turnoff turnoff-b turnoff-vertical turnoff-vertical-e
  slotslide-horizontal slotslide-vhf slotslide-vv slotslide-h-dark slotslide-vhfd slotslide-vvd slotslide-vvvd
  slotslide-vvv slotzoom-horizontal 3dcurtain-horizontal slotzoom-mixed slotzoom-randomcol curtain-1 curtain-2
  curtain-3 curtain-4 curtain-5 curtain-6 slotzoom-minrotatecol slotzoom-bigrotatecol motioncolrotatesv
  motioncolrotatesh motioncolrotatehe pullcols papercutv switchcol slotslide-vvv-3d slotslide-vvv-3d2 switchcol3d
  slotslide-vertical slotslide-hvf slotslide-hhf slotslide-hhh slotzoom-vertical slotzoom-mixedv 3dcurtain-vertical
  slotzoom-minrotaterow slotzoom-randomrow slotzoom-bigrotaterow motionrowrotatesh motionrowrotatesv vmotion
  pullrows papercut switchrow slotslide-hhh-3d slotslide-hhh-3d2 switchrow-3d boxfadedir0 boxfadedir0d boxfadedir1
  boxfadedir1d boxfadedir2 boxfadedir2d boxslidehnm boxslidevnm boxslidehnmd boxslidevnml boxslideh boxslidev
  boxslidec boxslidemask boxslidemotionh boxslidemotionv boxslide boxfade boxzoomoutin boxzoominout boxrandomrotate
  spiralrotate edgetocenterbox centertoedgebox edgetocenterboxst centertoedgeboxst rainv push crystal dreamin
  dreamout bfrot mosaic switch switchrot boxslidehnm3d rainv3d push3d crystal3d dreamin3d bfrot3d mosaic3d switch3d
  switchrot3d puzzle cometogether getfocus waves wavesbig wavesmiddle`.trim().split(/\s+/),
);

const SPEED_WORDS = new Set(['default', 'd', '', 'random']);
const isSpeed = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value) && value >= 0) ||
  (typeof value === 'string' && (SPEED_WORDS.has(value.trim()) || Number.isFinite(Number.parseFloat(value))));
/** Random sets (`rndany`, `rndslide` …, legacy `random`) draw a preset at change time. */
const isRandomSet = (name: string): boolean => name.startsWith('rnd') || name === 'random';

/** One stored entry (legacy: the object itself; compact v7.0 `{ex:true, all:[…]}`: `all[1]`, as SR7's runtime reads). */
function readEntry(entry: Rec, path: string, speedKey: 'ms' | 'd'): Rec | null {
  const repaired: Record<string, unknown> = { ...entry };
  const temp = entry['temp'];
  const name = isRecord(temp) ? temp['p'] : undefined;
  if (name !== undefined && name !== null && typeof name !== 'string') {
    report(at(at(path, 'temp'), 'p'), 'a transition preset name', name, 'fade');
    return null;
  }
  const own = (key: string) => isRecord(entry[key]);
  if (typeof name === 'string' && name !== '' && !TRANSITION_PRESET_NAMES.has(name) && !isRandomSet(name) && !own('in') && !own('out')) {
    report(at(at(path, 'temp'), 'p'), 'a transition preset name (../shared/sr7/TRANSITIONS.md) or the transition\'s own in/out', name, 'fade');
    return null;
  }
  if (speedKey in entry && entry[speedKey] !== undefined && !isSpeed(entry[speedKey])) {
    report(at(path, speedKey), 'a speed in ms, "default" or "random"', entry[speedKey], "the preset's speed");
    delete repaired[speedKey];
  }
  return repaired;
}

/** The slide's transition as the resolver will read it, or null for SR7's default fade. */
export function readSlideTransition(value: unknown, path: string): Rec | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) {
    report(path, 'a transition object', value, 'fade');
    return null;
  }
  if (value['ex'] === true && Array.isArray(value['all'])) {
    const all = value['all'] as readonly unknown[];
    const index = all[1] !== undefined ? 1 : 0;
    const entry = all[index];
    if (entry === undefined) return value;
    if (!isRecord(entry)) {
      report(at(at(path, 'all'), index), 'a transition object', entry, 'fade');
      return null;
    }
    const repaired = readEntry(entry, at(at(path, 'all'), index), 'd');
    if (!repaired) return null;
    const copy = [...all];
    copy[index] = repaired;
    return { ...value, all: copy };
  }
  return readEntry(value, path, 'ms');
}

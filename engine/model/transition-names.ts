/**
 * The names of SR7's 190 base transition presets, the set a transition that names a preset and carries nothing of its
 * own is read against (normalize-transition.ts). Its own chunk (issue 18, 0.8 kB of gzip): exports write the preset's
 * parameters beside its name, so most modules never need it; the scan (feature-readers.ts `namesPresetOnly`) loads it
 * for those that do.
 */

/** ../shared/sr7/TRANSITIONS.md, as engine/transition/presets.ts has them (normalize-transition.test.ts keeps the two equal). */
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

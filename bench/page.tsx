import Stats from 'stats.js';
import { StrictMode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { normalizeModule, PRESETS, type StrataApi } from '../engine/index.ts';
import { Strata, type StrataModuleSource } from '../react-ui/index.ts';
import { familyGroups, withTransition, type FamilyGroup } from './families.ts';
import { createFramePlot, type FramePlot } from './frame-plot.ts';

/**
 * The fps benchmark page. By default it cycles the module's own slide transitions back to back (next, next, …);
 * the family picker plays one transition family instead, back and forth (next, prev, …), every slide changing
 * with that family's preset. Beside stats.js, a live plot of the last frame durations.
 *
 * Query: `?gpu=0` runs the DOM backdrop (bench/run.ts compares both), `?src=<module JSON url>` another module,
 * `?family=<preset>` starts with that preset. Results are exposed on `window.strataBench` for the script.
 */
const params = new URLSearchParams(location.search);
const gpu = params.get('gpu') !== '0';
const src = params.get('src') ?? '/fixtures/modules/strata-hero.json';
const baseUrl = new URL(src, location.href).href;
const PLOT_FRAMES = 240;
const PLOT_WIDTH = 360;
const startPreset = params.get('family') ?? '';

// npm's stats.js@1.0.0 is the r12 API (setMode, domElement); @types/stats.js describes r17 (showPanel, dom).
type AnyStats = Partial<Pick<Stats, 'showPanel' | 'dom'>> & { setMode?(mode: number): void; domElement?: HTMLElement; update(): void };
const stats = new Stats() as unknown as AnyStats;
if (stats.showPanel) stats.showPanel(0);
else stats.setMode?.(0);
const statsElement = (stats.dom ?? stats.domElement) as HTMLElement;
statsElement.style.position = 'static';

// One frame loop for the whole page, started when the first module is ready (as before the picker existed).
const frameTimes: number[] = [];
let plot: FramePlot | null = null;
let last = 0;
let looping = false;
const loop = (now: number) => {
  stats.update();
  const ms = now - last;
  frameTimes.push(ms);
  plot?.push(ms);
  plot?.draw();
  last = now;
  requestAnimationFrame(loop);
};
function startLoop() {
  if (looping) return;
  looping = true;
  last = performance.now();
  requestAnimationFrame(loop);
}

let transitions = 0;
let currentApi: StrataApi | null = null;
let currentPreset = '';

function drive(api: StrataApi, preset: string) {
  currentApi = api;
  currentPreset = preset;
  startLoop();
  api.on('afterChange', ({ current }) => {
    if (api !== currentApi) return; // a module the picker has replaced
    transitions++;
    // The module's own transitions: forward through the slides. A family: there and back again.
    const go = () => {
      if (api !== currentApi) return;
      if (preset && current.index > 0) api.prev();
      else api.next();
    };
    // The GPU stage takes over only while the engine is idle (engine/runtime/backdrop-handover.ts), and a change
    // asked for inside afterChange leaves it no idle moment at all. So the next change goes in a task of its own,
    // and while a loaded stage has not taken over yet, after a pause (at most 3 s) that lets it.
    const stageWaiting = gpu && performance.getEntriesByName('strata:stage-ready').length > 0 && api.stage().kind !== 'gpu';
    if (!stageWaiting) return void window.setTimeout(go, 0);
    const until = performance.now() + 3000;
    const poll = () => (api.stage().kind === 'gpu' || performance.now() > until ? go() : void window.setTimeout(poll, 50));
    window.setTimeout(poll, 50);
  });
  api.pause();
  api.next();
  (window as unknown as Record<string, unknown>)['strataBench'] = {
    transitions: () => transitions,
    frameTimes: () => frameTimes.slice(),
    /** The preset the picker plays ('' = the module's own transitions). */
    family: () => currentPreset,
    stage: () => {
      const { kind, drawCalls, frames, texturesResident } = api.stage();
      return { kind, drawCalls, frames, texturesResident };
    },
  };
}

function FramePlotView() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const statsHost = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('ölçülüyor…');
  useEffect(() => {
    if (!canvas.current) return;
    plot ??= createFramePlot(canvas.current, PLOT_FRAMES);
    statsHost.current?.appendChild(statsElement);
    // The read-out changes twice a second, not every frame: readable, and no layout work per frame.
    const timer = window.setInterval(() => {
      const s = plot?.summary();
      if (s && s.count) setText(`son ${s.count} kare: medyan ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, son ${s.last.toFixed(1)} ms`);
    }, 500);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <figure style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
      <div ref={statsHost} aria-hidden="true" />
      <canvas
        ref={canvas}
        width={PLOT_WIDTH}
        height={80}
        role="img"
        aria-label={`Kare süreleri: son ${PLOT_FRAMES} karenin her biri bir çubuk, milisaniye; çizgiler 16,7 ve 33,3 ms'de, ölçeğin yarısında ve tepesinde; ölçek karelere göre 50 ile 1000 ms arası, üstündeki kare kırpılır`}
        aria-describedby="bench-frame-readout"
        data-testid="frame-plot"
      />
      <figcaption style={{ fontVariantNumeric: 'tabular-nums', minWidth: 22 + 'ch' }}>
        Kare süresi (ms)
        <br />
        <output id="bench-frame-readout" data-testid="frame-readout">
          {text}
        </output>
      </figcaption>
    </figure>
  );
}

function BenchPage() {
  const [preset, setPreset] = useState(Object.hasOwn(PRESETS, startPreset) ? startPreset : '');
  const [raw, setRaw] = useState<unknown>(null);
  const [groups, setGroups] = useState<FamilyGroup[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  // The picker needs the module's JSON: it rewrites each slide's transition and resolves the presets' families.
  useEffect(() => {
    let live = true;
    fetch(src)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${src}: HTTP ${r.status}`))))
      .then((json: unknown) => {
        if (!live) return;
        setRaw(json);
        setGroups(familyGroups(normalizeModule(json), { width: window.innerWidth, height: 600 }));
      })
      .catch((e: unknown) => live && setProblem(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, []);

  const rewritten = useMemo(() => (preset && raw ? withTransition(raw, preset) : null), [preset, raw]);
  const module = preset ? rewritten?.module : src;
  const onReady = useCallback((api: StrataApi) => drive(api, preset), [preset]);

  return (
    <>
      <header
        // Sticky: a slide change may scroll the page to the module (deep links), the controls stay in view.
        style={{ position: 'sticky', top: 0, zIndex: 20, display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', padding: '6px 12px', background: '#101418', color: '#e8ecef', font: '13px/1.3 system-ui, sans-serif' }}
      >
        <h1 style={{ fontSize: 15, margin: 0 }}>fps ölçümü · {gpu ? 'GPU sahnesi' : 'DOM arka planı'}</h1>
        <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <label htmlFor="bench-family">Geçiş ailesi</label>
          <select id="bench-family" value={preset} onChange={(e) => setPreset(e.target.value)} disabled={!raw} data-testid="family">
            <option value="">Modülün kendi geçişleri (sırayla ileri)</option>
            {groups.map((g) => (
              <optgroup key={g.family} label={`${g.family} (${g.presets} ön ayar)`}>
                {g.choices.map((c) => (
                  <option key={c.preset} value={c.preset}>
                    {c.label === c.preset ? c.label : `${c.label} — ${c.preset}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <FramePlotView />
        {preset && rewritten?.slides === 0 && <p role="status">Bu modülün slaytlarında arka plan katmanı yok; geçiş değiştirilemedi.</p>}
        {problem && <p role="alert">Modül okunamadı: {problem}</p>}
      </header>
      {/* A new module per family (key): its slides carry that family's preset from the start. */}
      {module !== undefined && <Strata key={preset || 'authored'} module={module as StrataModuleSource} baseUrl={preset ? baseUrl : undefined} gpu={gpu} onReady={onReady} />}
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BenchPage />
  </StrictMode>,
);

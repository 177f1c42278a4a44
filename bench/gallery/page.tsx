import Stats from 'stats.js';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createGallery, type Gallery } from './gallery.ts';

/**
 * /transitions.html — every SR7 base preset by name, played on the GPU stage with fps (stats.js) and
 * draw calls per frame in view. `?pattern=uv` paints coordinate patterns (pixel tests), `?floor=1`
 * draws the bench's bare one-pass shader instead. The controller is `window.strataGallery`.
 */
const params = new URLSearchParams(location.search);
const WIDTH = 1240;
const HEIGHT = 600;

type AnyStats = Partial<Pick<Stats, 'showPanel' | 'dom'>> & { setMode?(mode: number): void; domElement?: HTMLElement; update(): void };

function GalleryPage() {
  const host = useRef<HTMLDivElement>(null);
  const statsHost = useRef<HTMLDivElement>(null);
  const [gallery, setGallery] = useState<Gallery | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState<string>('');
  const [perFrame, setPerFrame] = useState<string>('–');
  const playing = useRef(false);

  useEffect(() => {
    let disposed = false;
    let made: Gallery | null = null;
    createGallery({ width: WIDTH, height: HEIGHT, pattern: params.get('pattern') === 'uv' ? 'uv' : 'images', floor: params.get('floor') === '1' })
      .then((g) => {
        if (disposed) return g.destroy();
        made = g;
        host.current?.appendChild(g.canvas);
        (window as unknown as Record<string, unknown>)['strataGallery'] = g;
        setGallery(g);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    return () => {
      disposed = true;
      made?.destroy();
    };
  }, []);

  const stats = useRef<AnyStats | null>(null);
  useEffect(() => {
    const s = new Stats() as unknown as AnyStats;
    if (s.showPanel) s.showPanel(0);
    else s.setMode?.(0);
    const el = (s.dom ?? s.domElement) as HTMLElement;
    el.style.position = 'static';
    statsHost.current?.appendChild(el);
    stats.current = s;
    return () => el.remove();
  }, []);

  const play = async (name: string) => {
    if (!gallery || playing.current) return;
    playing.current = true;
    setCurrent(name);
    const spec = gallery.spec(name);
    const result = await gallery.play(name, spec.duration + 400, () => stats.current?.update());
    setPerFrame((result.drawCalls / Math.max(1, result.frames)).toFixed(2));
    playing.current = false;
  };
  const playAll = async () => {
    if (!gallery) return;
    for (const { name } of gallery.names()) await play(name);
  };

  const groups = new Map<string, string[]>();
  for (const { name, main, sub } of gallery?.names() ?? []) {
    const key = `${main}/${sub}`;
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }

  return (
    <main style={{ padding: 16, display: 'grid', gap: 12 }}>
      {/* The stage stays in view while a visitor scrolls the 190 buttons below it. */}
      <div style={{ position: 'sticky', top: 0, zIndex: 1, background: '#101418', display: 'grid', gap: 12, paddingBottom: 8 }}>
      <header style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <h1 style={{ fontSize: 20, margin: 0 }}>Geçiş galerisi</h1>
        <div ref={statsHost} />
        <output data-testid="current">{current || 'Bir geçiş seçin'}</output>
        <output data-testid="draw-calls">çizim çağrısı / kare: {perFrame}</output>
        <button type="button" onClick={() => void playAll()} disabled={!gallery}>
          Tümünü oynat
        </button>
      </header>
      {error && <p role="alert">Galeri açılamadı: {error}</p>}
      <div ref={host} style={{ width: '100%', maxWidth: WIDTH, maxHeight: '55vh', aspectRatio: `${WIDTH} / ${HEIGHT}`, background: '#000' }} className="gallery-stage" />
      </div>
      <style>{'.gallery-stage canvas { width: 100%; height: 100%; display: block; }'}</style>
      <nav aria-label="Geçişler" style={{ display: 'grid', gap: 8 }}>
        {[...groups].map(([group, names]) => (
          <section key={group}>
            <h2 style={{ fontSize: 13, margin: '4px 0', opacity: 0.7 }}>{group}</h2>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              {names.map((name) => (
                <button key={name} type="button" aria-pressed={name === current} onClick={() => void play(name)}>
                  {name}
                </button>
              ))}
            </div>
          </section>
        ))}
      </nav>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <GalleryPage />
  </StrictMode>,
);

import Stats from 'stats.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { StrataApi } from '../engine/index.ts';
import { Strata } from '../react-ui/index.ts';

/**
 * The fps benchmark page: cycles slide transitions back to back and shows stats.js. `?gpu=0` runs the
 * DOM backdrop instead, so bench/run.ts can compare both in one run. Results are exposed on
 * `window.strataBench` for the script.
 */
const params = new URLSearchParams(location.search);
const gpu = params.get('gpu') !== '0';
const src = params.get('src') ?? '/fixtures/modules/strata-hero.json';

// npm's stats.js@1.0.0 is the r12 API (setMode, domElement); @types/stats.js describes r17 (showPanel, dom).
type AnyStats = Partial<Pick<Stats, 'showPanel' | 'dom'>> & { setMode?(mode: number): void; domElement?: HTMLElement; update(): void };
const stats = new Stats() as unknown as AnyStats;
if (stats.showPanel) stats.showPanel(0);
else stats.setMode?.(0);
const frameTimes: number[] = [];
let last = performance.now();
const loop = (now: number) => {
  stats.update();
  frameTimes.push(now - last);
  last = now;
  requestAnimationFrame(loop);
};

function start(api: StrataApi) {
  document.body.appendChild((stats.dom ?? stats.domElement) as HTMLElement);
  requestAnimationFrame(loop);
  let transitions = 0;
  api.on('afterChange', () => {
    transitions++;
    api.next();
  });
  api.pause();
  api.next();
  (window as unknown as Record<string, unknown>)['strataBench'] = {
    transitions: () => transitions,
    frameTimes: () => frameTimes.slice(),
    stage: () => {
      const { kind, drawCalls, frames, texturesResident } = api.stage();
      return { kind, drawCalls, frames, texturesResident };
    },
  };
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Strata module={src} gpu={gpu} onReady={start} />
  </StrictMode>,
);

import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NavElementBase } from '../engine/index.ts';
import { NAV_FADE_MAX_MS, NAV_FADE_MIN_MS, NAV_FOLLOW_MS, navFadeMs, navHiddenTransform } from './nav-anim.ts';
import { NavShell } from './nav-shell.tsx';

const ladder = <T,>(v: T) => [v, v, v, v, v] as const;
const element = (anim: NavElementBase['anim'], animMs: number): NavElementBase => ({
  enabled: true, skin: '', css: '', html: '', alwaysOn: true, show: ladder(true), anim, animMs, hideDelay: ladder(1200), showDelay: ladder(1000),
});
const shell = (anim: NavElementBase['anim'], animMs: number) =>
  renderToStaticMarkup(
    <NavShell el={element(anim, animMs)} shown={false} kind="bullets" place={{ left: 0, top: 0, translate: '0% 0%' }}>
      <span />
    </NavShell>,
  );

describe('navigation show / hide (SPEC §9 "Nav fade 0.2 to 0.5 s, slide offset 50px, zoom-in 0.5, zoom-out 1.2")', () => {
  it('clamps the fade to 0.2–0.5 s whatever the element’s show / hide time says', () => {
    expect([NAV_FADE_MIN_MS, NAV_FADE_MAX_MS]).toEqual([200, 500]);
    expect(navFadeMs(1000)).toBe(500); // SR7's default s (1000 ms)
    expect(navFadeMs(300)).toBe(300);
    expect(navFadeMs(0)).toBe(200);
    expect(navFadeMs(-50)).toBe(200);
    expect(navFadeMs(Number.NaN)).toBe(500);
  });

  it('slides in from 50 px off its side, zooms in from 0.5 and out from 1.2; a fade only fades', () => {
    expect(navHiddenTransform('left')).toBe('translateX(-50px)');
    expect(navHiddenTransform('right')).toBe('translateX(50px)');
    expect(navHiddenTransform('top')).toBe('translateY(-50px)');
    expect(navHiddenTransform('bottom')).toBe('translateY(50px)');
    expect(navHiddenTransform('zoomin')).toBe('scale(0.5)');
    expect(navHiddenTransform('zoomout')).toBe('scale(1.2)');
    expect(navHiddenTransform('fade')).toBe('none');
  });

  it('hands the clamped duration and the hidden transform to the CSS of the element’s shell', () => {
    const out = shell('zoomout', 1000);
    expect(out).toContain('data-shown="false"');
    expect(out).toContain('--strata-nav-ms:500ms');
    expect(out).toContain('--strata-nav-hidden:scale(1.2)');
    expect(shell('left', 250)).toContain('--strata-nav-ms:250ms');
    const css = readFileSync(new URL('./nav.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.strata-nav\[data-shown='false'\] \{ transform: var\(--strata-nav-hidden, none\); \}/);
    expect(css).toMatch(/\.strata-nav \{[^}]*transition: opacity var\(--strata-nav-ms/);
  });
});

describe('thumbnail transition (SPEC §9 "Thumbnail transition 0.4 s")', () => {
  it('thumbs and tabs change state in 0.4 s, the duration the scrubber handle glides in too', () => {
    expect(NAV_FOLLOW_MS).toBe(400);
    expect(shell('fade', 1000)).toContain('--strata-nav-follow-ms:400ms');
    const css = readFileSync(new URL('./nav.css', import.meta.url), 'utf8');
    expect(css).toContain('.strata-plain .sr7-thumb { opacity: 0.6; transition: opacity var(--strata-nav-follow-ms, 0.4s) ease; }');
    expect(css).toMatch(/\.strata-plain \.sr7-tab \{[^}]*transition: background var\(--strata-nav-follow-ms, 0\.4s\) ease; \}/);
  });
});

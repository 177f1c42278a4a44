import type { ReactNode } from 'react';
import type { ModuleModel, NavPlacement, Level, Slider } from '../engine/index.ts';
import { useStrata } from './useStrata.ts';

/** Turkish carousel messages (SPEC §8). */
export const NAV_LABELS = {
  previous: 'Önceki slayt',
  next: 'Sonraki slayt',
  goTo: (n: number) => `Slayta git ${n}`,
  first: 'Bu ilk slayt',
  last: 'Bu son slayt',
} as const;

function placement(place: NavPlacement, level: Level, scale: number): React.CSSProperties {
  const h = place.h[level];
  const v = place.v[level];
  const x = place.x[level] * scale;
  const y = place.y[level] * scale;
  const style: React.CSSProperties = { position: 'absolute', zIndex: 1000 };
  const translate = [h === 'center' ? '-50%' : '0', v === 'center' ? '-50%' : '0'];
  if (h === 'right') style.right = x;
  else if (h === 'center') style.left = `calc(50% + ${x}px)`;
  else style.left = x;
  if (v === 'bottom') style.bottom = y;
  else if (v === 'center') style.top = `calc(50% + ${y}px)`;
  else style.top = y;
  style.translate = translate.join(' ');
  return style;
}

export function Arrows({ model, slider, level, scale }: { model: ModuleModel; slider: Slider; level: Level; scale: number }): ReactNode {
  const arrows = model.nav.arrows;
  if (!arrows.enabled || !arrows.show[level]) return null;
  return (
    <>
      <button
        type="button"
        className={`strata-arrow strata-arrow-prev sr7-leftarrow sr7-arrows ${arrows.skin}`}
        data-dir="-1"
        aria-label={NAV_LABELS.previous}
        style={placement(arrows.left, level, scale)}
        onClick={() => slider.api.prev()}
      />
      <button
        type="button"
        className={`strata-arrow strata-arrow-next sr7-rightarrow sr7-arrows ${arrows.skin}`}
        data-dir="+1"
        aria-label={NAV_LABELS.next}
        style={placement(arrows.right, level, scale)}
        onClick={() => slider.api.next()}
      />
    </>
  );
}

export function Bullets({ model, slider, level, scale }: { model: ModuleModel; slider: Slider; level: Level; scale: number }): ReactNode {
  const { value } = useStrata((state) => state.index);
  const { value: slides } = useStrata((state) => state.slides);
  const bullets = model.nav.bullets;
  if (!bullets.enabled || !bullets.show[level] || !slides) return null;
  const vertical = bullets.direction[level] === 'vertical';
  return (
    <div
      className={`strata-bullets sr7-bullets ${bullets.skin}`}
      role="group"
      aria-label="Slaytlar"
      style={{ ...placement(bullets.placement, level, scale), display: 'flex', flexDirection: vertical ? 'column' : 'row', gap: bullets.gap }}
    >
      {slides.map((slide, index) =>
        slide.slideshow.hfn ? null : (
          <button
            key={slide.key}
            type="button"
            data-key={slide.key}
            className={`strata-bullet sr7-bullet${index === value ? ' selected' : ''}`}
            aria-label={NAV_LABELS.goTo(index + 1)}
            aria-current={index === value ? 'true' : undefined}
            onClick={() => slider.api.show(index)}
          />
        ),
      )}
    </div>
  );
}

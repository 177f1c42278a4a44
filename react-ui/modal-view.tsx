/** The modal stack as DOM: per entry an underlay, a loading indicator, and the dialog holding a <Strata>. */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import type { ModalController, ModalEntry, ModuleModel } from '../engine/index.ts';
import { designedLevel, levelForWidth } from '../engine/layout/responsive.ts';
import { normalizeModule } from '../engine/model/normalize.ts';
import { pageBreakpoints } from './page-loading.ts';
import { StringsContext, useStrataStrings, type StrataStrings } from './strings.ts';
import { Strata } from './Strata.tsx';
import { fadeTransition } from './fade-ease.ts';

/** Clicking a layer whose class list has this closes its modal (our convention: SR7 has no such action). */
export const MODAL_CLOSE_CLASS = 'strata-modal-close';

export function ModalLayer({ controller, stringsOf }: { readonly controller: ModalController; readonly stringsOf: (entry: ModalEntry) => StrataStrings }): ReactNode {
  const entries = useSyncExternalStore(controller.subscribe, controller.entries, controller.entries);
  return entries.map((entry) => (
    <StringsContext.Provider key={entry.serial} value={{ strings: stringsOf(entry) }}>
      <ModalView entry={entry} controller={controller} />
    </StringsContext.Provider>
  ));
}

function tryNormalize(json: unknown): ModuleModel | null {
  try {
    return normalizeModule(json);
  } catch {
    return null; // <Strata> reports the error itself (and onError closes the modal).
  }
}

/** Non-full-width modules keep their grid width (at the window's level), never wider than the window. */
function dialogWidth(model: ModuleModel | null): string {
  if (!model || model.size.fullWidth) return '100vw';
  const grid = model.size.width[designedLevel(levelForWidth(window.innerWidth, pageBreakpoints()), model.usedLevels)];
  return grid ? `min(${grid}px, 100vw)` : '100vw';
}

/** The key of the slide a modal opens at: 1-based number, `"#key"`, or none (the module's first slide). */
export function modalStartSlide(model: Pick<ModuleModel, 'slides'> | null, slide: number | string): string | undefined {
  if (!model) return undefined;
  if (typeof slide === 'number') return slide > 0 ? model.slides[slide - 1]?.key : undefined;
  const key = slide.replace(/^#/, '');
  return model.slides.some((s) => s.key === key) ? key : undefined;
}

function ModalView({ entry, controller }: { readonly entry: ModalEntry; readonly controller: ModalController }): ReactNode {
  const strings = useStrataStrings();
  const { look, phase, module, serial } = entry;
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const model = useMemo(() => (module ? tryNormalize(module.json) : null), [module]);
  // The event trigger's slide number is 1-based (FORMAT.md §5), an action's msl may name a key; <Strata> starts at a key.
  const startSlide = modalStartSlide(model, entry.slide);
  const transparent = look.bg.trim().toLowerCase() === 'transparent';
  const fade = fadeTransition(look.speed);

  useEffect(() => {
    if (phase === 'open') dialogRef.current?.focus({ preventScroll: true });
  }, [phase]);

  const onReady = useCallback(() => controller.ready(serial), [controller, serial]);
  const onError = useCallback(() => controller.fail(serial), [controller, serial]);
  const closeOnMarked = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (!target?.closest?.(`.${MODAL_CLOSE_CLASS}`)) return;
    // Before the layer's own link/action runs: the close button is a `#` link in SR7 terms.
    event.preventDefault();
    event.stopPropagation();
    controller.close(entry.alias);
  };

  const underlay: CSSProperties = {
    background: look.bg,
    ...fade,
    opacity: phase === 'open' ? 1 : 0,
    // A transparent underlay takes no clicks (SR7 cover:false): the page stays clickable.
    pointerEvents: transparent || phase !== 'open' ? 'none' : 'auto',
  };
  return (
    <div className="strata-modal-entry" data-strata-modal-serial={serial} data-strata-modal-alias={entry.alias} data-phase={phase}>
      <div className="strata-modal-underlay" style={underlay} onClick={transparent ? undefined : () => controller.close(entry.alias)} />
      {phase === 'loading' && (
        <div className="strata-modal-loading" role="status">
          <span className="strata-modal-spinner" aria-hidden="true" />
          <span className="strata-modal-label">{strings.loading}</span>
        </div>
      )}
      <div className={`strata-modal strata-modal-h-${look.h} strata-modal-v-${look.v}`}>
        {module && (
          <div
            ref={dialogRef}
            className="strata-modal-dialog"
            role="dialog"
            aria-modal="true"
            aria-label={model?.title || strings.dialog(entry.alias)}
            tabIndex={-1}
            data-phase={phase}
            style={{ width: dialogWidth(model), ...fade }}
            onClickCapture={closeOnMarked}
          >
            <Strata module={module.json} baseUrl={module.base} startSlide={startSlide} onReady={onReady} onError={onError} />
          </div>
        )}
      </div>
    </div>
  );
}

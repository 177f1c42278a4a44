import { useEffect, useState, type ReactNode } from 'react';
import type { ModuleModel } from '../engine/index.ts';
import { wantsOrientation } from '../engine/runtime/uses-modifiers.ts';

/** Turkish interface string (SPEC §1): "Allow motion effects". */
export const MOTION_PERMISSION_LABEL = 'Hareket efektlerine izin ver';

interface OrientationPermission {
  requestPermission?: () => Promise<'granted' | 'denied' | string>;
}

/** A real reading arriving this long after listening means the browser needs no permission (Android, desktop). */
const READING_GRACE_MS = 600;

/**
 * iOS asks before a page may read device orientation, and only from a user gesture (SPEC §2; §7: the only
 * permission call). Offered only when the module has orientation-driven effects, on a touch-first device (the
 * only place orientation drives them), where `DeviceOrientationEvent.requestPermission` exists and no reading
 * has arrived on its own (Chromium also has the method but sends readings without asking); hidden once the
 * visitor has answered.
 */
export function MotionPermission({ model }: { readonly model: ModuleModel }): ReactNode {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    const api = (window as Window & { DeviceOrientationEvent?: OrientationPermission }).DeviceOrientationEvent;
    const matches = (query: string) => window.matchMedia?.(query).matches ?? false;
    const touchFirst = matches('(pointer: coarse)') && !matches('(hover: hover)');
    if (matches('(prefers-reduced-motion: reduce)') || !touchFirst || !wantsOrientation(model) || typeof api?.requestPermission !== 'function') return;
    let reading = false;
    const onReading = (event: DeviceOrientationEvent) => {
      if (event.beta === null && event.gamma === null) return;
      reading = true;
      setAsking(false);
    };
    window.addEventListener('deviceorientation', onReading, { passive: true });
    const timer = window.setTimeout(() => setAsking(!reading), READING_GRACE_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('deviceorientation', onReading);
      setAsking(false);
    };
  }, [model]);
  if (!asking) return null;
  const ask = () => {
    const api = (window as Window & { DeviceOrientationEvent?: OrientationPermission }).DeviceOrientationEvent;
    // Called synchronously inside the click: iOS only shows its prompt during a user gesture.
    let answer: Promise<unknown>;
    try {
      answer = Promise.resolve(api?.requestPermission?.());
    } catch (error) {
      answer = Promise.reject(error);
    }
    // Whatever the answer (or an error), the question has been asked: the button goes away.
    void answer.catch(() => undefined).finally(() => setAsking(false));
  };
  return (
    <button type="button" className="strata-motion-permission" onClick={ask}>
      {MOTION_PERMISSION_LABEL}
    </button>
  );
}

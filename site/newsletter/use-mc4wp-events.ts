import { useEffect, useRef, useState, type RefObject } from 'react';
import { createFormEvents, type FormEvents } from './form-events.ts';

interface Mc4wpGlobal {
  mc4wp?: { forms: FormEvents };
}

/**
 * The event API page scripts know from mc4wp: `window.mc4wp.forms.on(name, cb)`. The first block on the page
 * installs it while mounted (and removes it when unmounted); every block emits through whichever is installed.
 * The ref is filled by this hook's effect, which runs before the effects the caller declares after it.
 */
export function useMc4wpEvents(): RefObject<FormEvents> {
  const [own] = useState(() => createFormEvents());
  const current = useRef<FormEvents>(own);
  useEffect(() => {
    const win = window as unknown as Mc4wpGlobal;
    if (win.mc4wp) {
      current.current = win.mc4wp.forms;
      return;
    }
    win.mc4wp = { forms: own };
    current.current = own;
    return () => {
      if (win.mc4wp?.forms === own) delete win.mc4wp;
    };
  }, [own]);
  return current;
}

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex } from './roving.ts';
import { createDelayedActivation } from './tabs-keyboard.ts';
import '../tokens.css';
import './widgets.css';

export interface TabItem {
  label: string;
  content: ReactNode;
}

/**
 * Tabs (SPEC §2 "Accordions and tabs"), per the WAI-ARIA Tabs pattern: a click, Enter or Space activates a tab
 * at once; Left/Right/Home/End move focus and activate after the 300 ms keyboard delay (tabs-keyboard.ts).
 */
export function Tabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const delayed = useMemo(
    () => createDelayedActivation(setSelected, { setTimeout: (cb, ms) => window.setTimeout(cb, ms), clearTimeout: (id) => window.clearTimeout(id) }),
    [],
  );
  useEffect(() => () => delayed.cancel(), [delayed]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'Tab') {
      delayed.flush(); // leaving for the panel: show the panel of the tab the visitor is on
      return;
    }
    const next = rovingIndex(event.key, index, items.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    delayed.schedule(next);
  };

  const activateNow = (index: number) => {
    delayed.cancel();
    setSelected(index);
  };

  return (
    <div className="tm-tabs">
      <div className="tm-tab-list" role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <button
            key={item.label}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            className={`tm-tab${index === selected ? ' active' : ''}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => activateNow(index)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          className="tm-tab-panel"
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}

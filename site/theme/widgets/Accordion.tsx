import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { toggleOpenPanels } from './accordion.ts';
import { rovingIndex } from './roving.ts';
import '../tokens.css';
import './widgets.css';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

/**
 * An accordion (SPEC §4 "Accordions toggle an active class"), per the WAI-ARIA Accordion pattern: headers are
 * buttons with aria-expanded/aria-controls; Up/Down/Home/End move between headers. One panel at a time unless
 * `allowMultiple`.
 */
export function Accordion({ items, allowMultiple = false, initiallyOpen = [] }: { items: readonly AccordionItem[]; allowMultiple?: boolean; initiallyOpen?: number[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<string[]>(() => initiallyOpen.map(String));
  const headerRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = rovingIndex(event.key, index, items.length, 'vertical');
    if (next === null) return;
    event.preventDefault();
    headerRefs.current[next]?.focus();
  };

  return (
    <div className="tm-accordion">
      {items.map((item, index) => {
        const key = String(index);
        const expanded = open.includes(key);
        return (
          <div key={item.title} className={`tm-accordion-item${expanded ? ' active' : ''}`}>
            <h4 className="tm-accordion-heading">
              <button
                ref={(el) => {
                  headerRefs.current[index] = el;
                }}
                type="button"
                id={`${baseId}-header-${index}`}
                className="tm-accordion-toggle"
                aria-expanded={expanded}
                aria-controls={`${baseId}-panel-${index}`}
                onClick={() => setOpen((was) => toggleOpenPanels(was, key, allowMultiple))}
                onKeyDown={(e) => onKeyDown(e, index)}
              >
                {item.title}
                <span className="tm-accordion-icon" aria-hidden="true" />
              </button>
            </h4>
            <div id={`${baseId}-panel-${index}`} role="region" aria-labelledby={`${baseId}-header-${index}`} className="tm-accordion-panel">
              <div className="tm-accordion-body">{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

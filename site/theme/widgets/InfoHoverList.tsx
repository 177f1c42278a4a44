import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { floatingBoxPosition } from './info-box.ts';
import '../tokens.css';
import './widgets.css';

export interface InfoItem {
  label: string;
  title: string;
  text: string;
}

/**
 * Items with a floating info box (SPEC §4 "Floating info box is active while the mouse is over an item"; §9
 * "20 px from the cursor"): the box follows the pointer while it is over an item, both carry `active`. Keyboard
 * focus shows the same box under the item, tied to it with aria-describedby. The box is portalled to body so
 * no transformed ancestor can shift its fixed position.
 */
export function InfoHoverList({ items, label }: { items: readonly InfoItem[]; label: string }) {
  const [active, setActive] = useState<number | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const frame = useRef(0);
  const boxId = useId();

  const place = useCallback((clientX: number, clientY: number) => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const box = boxRef.current;
      if (!box) return;
      const { x, y } = floatingBoxPosition({
        clientX, clientY, boxWidth: box.offsetWidth, boxHeight: box.offsetHeight,
        viewportWidth: document.documentElement.clientWidth, viewportHeight: document.documentElement.clientHeight,
      });
      box.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onPointer = (event: PointerEvent, index: number) => {
    setActive(index);
    place(event.clientX, event.clientY);
  };
  const onFocus = (event: FocusEvent<HTMLElement>, index: number) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setActive(index);
    place(rect.left, rect.bottom - 10);
  };
  const item = active === null ? null : items[active];

  return (
    <>
      <ul className="tm-info-list" aria-label={label}>
        {items.map((entry, index) => (
          <li
            key={entry.label}
            className={`tm-info-item${active === index ? ' active' : ''}`}
            tabIndex={0}
            aria-describedby={active === index ? boxId : undefined}
            onPointerEnter={(e) => onPointer(e, index)}
            onPointerMove={(e) => onPointer(e, index)}
            onPointerLeave={() => setActive(null)}
            onFocus={(e) => onFocus(e, index)}
            onBlur={() => setActive(null)}
          >
            {entry.label}
          </li>
        ))}
      </ul>
      {createPortal(
        <div ref={boxRef} id={boxId} className={`tm-floating-info-box${item ? ' active' : ''}`} role="tooltip">
          {item && (
            <>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </>
          )}
        </div>,
        document.body,
      )}
    </>
  );
}

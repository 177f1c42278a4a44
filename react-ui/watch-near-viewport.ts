/**
 * Calls `emit` once now, then on every scroll and resize while `root` is within `margin` of the viewport
 * (an IntersectionObserver switches the listeners on and off, so a module far away costs no scroll work).
 * Returns the function that stops watching.
 */
export function watchNearViewport(root: Element, win: Window, emit: () => void, margin: string): () => void {
  const passive = { passive: true } as const;
  let listening = false;
  const listen = (on: boolean) => {
    if (on === listening) return;
    listening = on;
    if (on) {
      win.addEventListener('scroll', emit, passive);
      win.addEventListener('resize', emit, passive);
    } else {
      win.removeEventListener('scroll', emit);
      win.removeEventListener('resize', emit);
    }
  };
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  const observer = Observer
    ? new Observer((entries) => {
        listen(entries.some((entry) => entry.isIntersecting));
        emit();
      }, { rootMargin: `${margin} 0px` })
    : null;
  if (observer) observer.observe(root);
  else listen(true);
  emit();
  return () => {
    observer?.disconnect();
    listen(false);
  };
}

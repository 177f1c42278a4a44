/** A 1,000-slide carousel module, generated rather than committed: the bench's carousel figures and e2e/carousel.spec.ts. */
export function thousandSlides() {
  const slides: Record<string, unknown> = {};
  for (let i = 1; i <= 1000; i++) {
    const hue = (i * 37) % 360;
    slides[`n${i}`] = {
      id: `n${i}`,
      slide: { id: `n${i}`, order: i, title: `Slayt ${i}` },
      layers: {
        0: { id: 0, type: 'shape', subtype: 'slidebg', bg: { color: { type: 'solid', orig: '#000', string: `hsl(${hue}, 60%, 40%)` } } },
        1: { id: 1, type: 'text', rTo: 'slide', content: { text: `${i}` }, pos: { x: ['20px', '20px', '20px', '20px', '20px'], y: ['20px', '20px', '20px', '20px', '20px'], pos: 'absolute' }, color: ['#fff', '#fff', '#fff', '#fff', '#fff'] },
      },
    };
  }
  return {
    id: 961,
    settings: {
      alias: 'test-carousel-1000',
      type: 'carousel',
      size: { fullWidth: true, width: [400, 400, 400, 400, 300], height: [300, 300, 300, 300, 225] },
      slideshow: { auto: false },
      carousel: { maxV: 3, infinity: true, space: 20, dur: 400 },
    },
    slides,
  };
}

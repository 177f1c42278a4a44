// Compile-time checks of the package's public types (tsc -b fails when one breaks); nothing here runs.
import type { StrataModuleSource, StrataProps, StrataApi, WireModule } from 'strata-slider';
import type { SliderState, StrataEvents } from 'strata-slider/engine';

/** An inline module literal is checked against the SR7 wire type. */
export const inline = {
  settings: { alias: 'inline-demo', size: { width: [1240, 1240, 778, 480], height: [600, 600, 500, 400] } },
  slides: {
    '1': {
      slide: { order: 1, title: 'One' },
      layers: { '1': { type: 'text', content: { text: 'Hello' } } },
    },
  },
} satisfies WireModule;

/** JSON text, a URL, and a backend reference are sources too. */
export const sources: StrataModuleSource[] = [inline, '{"slides":{}}', '/modules/hero.json', { remote: true, alias: 'hero' }, { remote: true, id: 12 }];

// @ts-expect-error a number is no module source (the prop is typed, not `unknown`)
export const notAModule: StrataProps['module'] = 42;

// @ts-expect-error `slides` is a record or a list of slide entries
export const badSlides: WireModule = { slides: 5 };

/** The API's methods and events are typed. */
export function drive(api: StrataApi, state: SliderState): number {
  api.show(1);
  api.show('#slide-key');
  api.on('afterChange', (event: StrataEvents['afterChange']) => void event.current.key).pause();
  return state.index + api.max() + api.current().order;
}

// The examples of docs/api.md, docs/loading-modules.md and the getting-started guides, compiled by tsc -b against
// the packed package (strict, exactOptionalPropertyTypes): a doc example that stops type-checking fails the check.
import { useMemo } from 'react';
import { EN_STRINGS, Strata, StrataModal, useStrata, type StrataApi, type StrataEvents, type WireModule } from 'strata-slider';
import { normalizeModule, parseModalTrigger, type StrataRegistry } from 'strata-slider/engine';
import hero from '../public/strata-hero.json';

declare global {
  interface Window {
    strata: StrataRegistry;
  }
}

const report = (error: Error) => console.error(error);
const burst = (settings: Readonly<Record<string, unknown>>) => console.log(settings);

export function Examples({ pastedText }: { pastedText: string }) {
  const inline = useMemo(() => JSON.parse('{"slides":{}}') as WireModule, []);
  return (
    <>
      <Strata module="/modules/hero.json" />
      <Strata module={hero} baseUrl="/modules/" />
      <Strata module={inline} />
      <Strata module={{ remote: true, alias: 'home-hero' }} endpoints={{ restUrl: 'https://cms.example.com/wp-json/' }} />
      <Strata module={{ remote: true, id: 12 }} />
      <Strata module="/modules/hero.json" startSlide="466" gpu={false} locale="de" strings={{ previous: 'Zurück', next: 'Weiter' }} />
      <Strata module="/modules/hero.json" onReady={(api) => api.pause()} onError={(error) => report(error)} fallbackUrl="/hero.jpg" />
      <Strata module={pastedText} untrusted />
      <Strata module={hero} locale="tr" />
      <Strata module={hero} strings={{ ...EN_STRINGS, previous: 'Zurück', next: 'Weiter', goTo: (n) => `Gehe zu Folie ${n}` }} />
      <StrataModal alias="modal-promo" trigger="t:2000;co:1" onClose={(alias) => console.log(alias, 'closed')} />
      <button type="button" onClick={() => window.strata.openModal?.('modal-promo', 2)}>
        Show the offer
      </button>
    </>
  );
}

export function SlideCounter() {
  const { api, value: index } = useStrata((state) => state.index);
  return (
    <button type="button" onClick={() => api?.next()}>
      slide {(index ?? 0) + 1} of {api?.max() ?? '…'}
    </button>
  );
}

export function Hero() {
  const onReady = (api: StrataApi) => {
    api.on('afterChange', ({ current, previous }) => console.log(`slide ${previous?.order} → ${current.order}`));
    api.on('beforeChange', ({ current, next }) => console.log('slide', { from: current.key, to: next.key }));
    if (api.diagnostics().length > 0) console.table(api.diagnostics());
    api.show('#intro');
    api.show(2);
    api.show('+1');
    api.playScene('5', 'out');
    api.scroll(-80);
    console.log(api.current().key, `${api.current().order} / ${api.max()}`, api.stage().kind === 'gpu', api.stage().samplePixel(10, 10));
  };
  return <Strata module="/modules/hero.json" onReady={onReady} />;
}

export function listen() {
  document.addEventListener('sr.slide.afterChange', (event) => {
    const { id, current } = (event as CustomEvent<StrataEvents['afterChange'] & { id: string }>).detail;
    console.log(id, 'now shows', current.key);
  });
  window.strata.get('strata-hero')?.next();
  window.strata.list().forEach((api) => api.pause());
  window.strata.closeModal?.('all');
  return window.strata.registerAddOn('my-confetti', {
    prepareSlide({ api, slideKey, settings }) {
      const onChange = ({ current }: StrataEvents['afterChange']) => current.key === slideKey && burst(settings);
      api.on('afterChange', onChange);
      return () => void api.off('afterChange', onChange);
    },
  });
}

export function engine(json: WireModule) {
  const model = normalizeModule(json);
  console.log(model.alias, model.slides.map((slide) => slide.key), model.diagnostics);
  return parseModalTrigger('t:2000;co:1').delay;
}

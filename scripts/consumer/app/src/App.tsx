import { useState } from 'react';
import { Strata, useStrata } from 'strata-slider';
import { parseModalTrigger, type StrataApi, type StrataEvents } from 'strata-slider/engine';

// The engine entry beside the React one: a pure function, and the API and event types.
const trigger = parseModalTrigger('t:2000;co:1');

function SlideCounter() {
  const { api, value: index } = useStrata((state) => state.index);
  return (
    <button type="button" data-consumer-next onClick={() => api?.next()}>
      slide {(index ?? 0) + 1} of {api?.max() ?? '…'}
    </button>
  );
}

export default function App() {
  const [changes, setChanges] = useState(0);
  const onReady = (api: StrataApi) => {
    const onChange = (event: StrataEvents['afterChange']) => {
      setChanges((n) => n + 1);
      document.body.dataset['consumerSlide'] = event.current.key;
    };
    api.on('afterChange', onChange);
    document.body.dataset['consumerReady'] = String(api.max());
  };
  return (
    <main>
      {/* The module JSON by URL: its media (assets/…) resolve against it. */}
      <Strata module="/strata-hero.json" onReady={onReady} onError={(error) => console.error(error)}>
        <SlideCounter />
      </Strata>
      <p data-consumer-trigger={trigger.delay ?? ''}>changes: {changes}</p>
    </main>
  );
}

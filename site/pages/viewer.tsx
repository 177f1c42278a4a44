import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata } from '../../react-ui/index.ts';

/**
 * /viewer.html?src=<module JSON url>[&slide=<key>]: renders one module full-width; `?alias=<alias>` or
 * `?id=<id>` fetch it from the backend instead (get_full_slider_object). The page is
 * lang="en" because real exports are authored in English; text-transform: uppercase follows the
 * document language (Turkish would turn "i" into "İ").
 */
function Viewer() {
  const params = new URLSearchParams(location.search);
  const src = params.get('src');
  const slide = params.get('slide') ?? undefined;
  const alias = params.get('alias') ?? undefined;
  const id = params.get('id') ?? undefined;
  if (alias || id) return <Strata module={{ remote: true, alias, id }} startSlide={slide} />;
  if (!src) {
    return (
      <main lang="tr" style={{ font: '16px/1.5 system-ui, sans-serif', padding: '2rem' }}>
        <h1>Strata modül görüntüleyici</h1>
        <p>
          Bir SR7 modül JSON adresi verin: <code>/viewer.html?src=/fixtures/modules/strata-hero.json</code>
        </p>
        <p>
          Ya da sunucudaki bir modülün takma adını: <code>/viewer.html?alias=strata-hero</code>
        </p>
      </main>
    );
  }
  // A bad module shows Strata's own error box (role="alert") naming the JSON path.
  return <Strata module={src} startSlide={slide} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Viewer />
  </StrictMode>,
);

import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Strata } from '../../react-ui/index.ts';
import { pageModuleOrigins } from '../../react-ui/page-loading.ts';
import '../../react-ui/style.css';

/**
 * /viewer.html?src=<module JSON url>[&slide=<key>][&mode=editor]: renders one module full-width (`mode=editor`: the
 * editor build, SPEC §6); `?alias=<alias>` or
 * `?id=<id>` fetch it from the backend instead (get_full_slider_object). A module JSON file dropped on the
 * page, or JSON pasted into the form, is shown in place of it (DESIGN.md "Pages"). The page is
 * lang="en" because real exports are authored in English; text-transform: uppercase follows the
 * document language (Turkish would turn "i" into "İ").
 */

/** A module given by the visitor: the JSON text, and a serial so the same text dropped twice remounts. */
type Given = { text: string; serial: number };

/** Files dropped anywhere on the page become the module shown. */
function useDroppedModule(onText: (text: string) => void): void {
  useEffect(() => {
    const over = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      void file.text().then(onText);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [onText]);
}

function PasteForm({ onText }: { onText: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onText(text);
  };
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: '0.5rem', maxWidth: '48rem' }}>
      <label htmlFor="module-json">Modül JSON'unu yapıştırın ya da bir .json dosyasını bu sayfaya bırakın:</label>
      <textarea id="module-json" rows={8} value={text} onChange={(event) => setText(event.target.value)} spellCheck={false} style={{ font: '13px/1.4 ui-monospace, monospace' }} />
      <button type="submit" style={{ justifySelf: 'start', font: 'inherit', padding: '0.4rem 1rem' }}>
        Göster
      </button>
    </form>
  );
}

/** The origin of `src` when the page does not allow it, else null. */
function foreignOrigin(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src, location.href);
  } catch {
    return src;
  }
  return pageModuleOrigins().includes(url.origin) ? null : url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
}

function ForeignSource({ origin }: { origin: string }) {
  return (
    <main lang="tr" role="alert" data-strata-viewer-refused style={{ font: '16px/1.5 system-ui, sans-serif', padding: '2rem' }}>
      <h1>Bu modül açılmadı</h1>
      <p>
        Adres başka bir kaynaktan geliyor (<code>{origin}</code>). Görüntüleyici yalnızca bu sitenin modüllerini açar; başka bir siteninkini
        JSON dosyası olarak bu sayfaya bırakabilirsiniz.
      </p>
    </main>
  );
}

function Viewer() {
  const params = new URLSearchParams(location.search);
  const src = params.get('src');
  const slide = params.get('slide') ?? undefined;
  const alias = params.get('alias') ?? undefined;
  const id = params.get('id') ?? undefined;
  const mode = params.get('mode') === 'editor' ? 'editor' : 'visitor';
  // The module's interface language: the site's Turkish unless the link asks for another (?locale=en).
  const locale = params.get('locale') ?? 'tr';
  const [given, setGiven] = useState<Given | null>(null);
  const [onText] = useState(() => (text: string) => setGiven((old) => ({ text, serial: (old?.serial ?? 0) + 1 })));
  useDroppedModule(onText);

  // A bad module shows Strata's own error box (role="alert") naming the JSON path. What the visitor pasted or dropped
  // is theirs, not the site's: it is shown, but its add-on scripts never run (untrusted).
  if (given) return <Strata locale={locale} key={given.serial} module={given.text} startSlide={slide} mode={mode} untrusted />;
  if (alias || id) return <Strata locale={locale} module={{ remote: true, alias, id }} startSlide={slide} mode={mode} />;
  if (src) {
    // A link to the viewer must not make this site open (and vouch for) a module from anywhere: only this site's own
    // modules, or those of origins the page allows (strataConfig.moduleOrigins).
    const from = foreignOrigin(src);
    if (from) return <ForeignSource origin={from} />;
    return <Strata locale={locale} module={src} startSlide={slide} mode={mode} />;
  }
  return (
    <main lang="tr" style={{ font: '16px/1.5 system-ui, sans-serif', padding: '2rem' }}>
      <h1>Strata modül görüntüleyici</h1>
      <p>
        Bir SR7 modül JSON adresi verin: <code>/viewer.html?src=/fixtures/modules/strata-hero.json</code>
      </p>
      <p>
        Ya da sunucudaki bir modülün takma adını: <code>/viewer.html?alias=strata-hero</code>
      </p>
      <PasteForm onText={onText} />
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Viewer />
  </StrictMode>,
);

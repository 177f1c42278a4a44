/**
 * /viewer.html?src=<module JSON>: the page names its module in its address, so the server can ask the browser to
 * fetch the JSON while the page's scripts download, as SR7 pages carry their module in the page and as index.html
 * preloads the hero. Without it the viewer's fetch starts only after its scripts ran (putnam's 2 MB export: its
 * request started ~350 ms after navigation, ~100 ms with the preload). Only a module of this origin is preloaded: the viewer refuses others
 * (site/pages/viewer.tsx), and a preload nobody reads would only cost the visitor a download and a console warning.
 */

/** `<`, `>`, `&` and both quotes as entities: the address ends up in an attribute. */
function attribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The module address to preload for this request, or null (no `src`, not a URL, another origin, not http(s)). */
export function viewerModuleAddress(requestUrl: string): string | null {
  const page = new URL(requestUrl);
  const src = page.searchParams.get('src');
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src, page);
  } catch {
    return null;
  }
  return url.origin === page.origin ? url.pathname + url.search : null;
}

/**
 * The page's HTML with the preload before `</head>` (at the end of a page without one); unchanged when there is
 * nothing to preload. `as="fetch"` with
 * `crossorigin="anonymous"` matches the loader's plain `fetch(url)` (mode cors, same-origin credentials), so the
 * browser hands the preloaded reply to it instead of fetching twice.
 */
export function withViewerPreload(requestUrl: string): (html: string) => string {
  return (html) => {
    const address = viewerModuleAddress(requestUrl);
    if (address === null) return html;
    const link = `<link rel="preload" href="${attribute(address)}" as="fetch" crossorigin="anonymous" />`;
    const at = html.search(/<\/head\s*>/i);
    return at === -1 ? html + link : html.slice(0, at) + link + html.slice(at);
  };
}

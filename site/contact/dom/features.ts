/**
 * The browser features CF7's script refuses to start without (includes/js/src/index.js; SPEC §8
 * "Missing browser features"): the message it logs for the first one missing, or null.
 */
export interface FeatureHost {
  fetch?: unknown;
  FormData?: unknown;
  NodeList?: { prototype: { forEach?: unknown } };
}

export function missingBrowserFeature(host: FeatureHost, stringProto: { replaceAll?: unknown } = String.prototype): string | null {
  if (typeof host.fetch !== 'function') return 'Your browser does not support window.fetch().';
  if (typeof host.FormData !== 'function') return 'Your browser does not support window.FormData().';
  if (typeof host.NodeList?.prototype.forEach !== 'function') return 'Your browser does not support NodeList.forEach().';
  if (typeof stringProto.replaceAll !== 'function') return 'Your browser does not support String.replaceAll().';
  return null;
}

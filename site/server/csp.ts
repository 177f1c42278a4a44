/**
 * The Content-Security-Policy every reply carries (issue 19): scripts run only from this origin (plus the two player
 * APIs a video layer loads on demand, SPEC §7), and the inline scripts of our own pages by their hash. A module JSON
 * that names an add-on script elsewhere — or any markup that slips past the sanitizers — cannot run code here.
 *
 * Media stay open (`https:`): real exports name images and videos on their own sites, and an image cannot run code.
 * Styles allow 'unsafe-inline' because layers are positioned with style attributes (React), which CSP cannot tell
 * from injected ones; the sanitizers and the absence of script make that safe.
 */
import { createHash } from 'node:crypto';

/** The video players' API scripts (react-ui/media/api-loader.ts) and the hosts their iframes and scripts use. */
const PLAYER_SCRIPTS = ['https://www.youtube.com', 'https://s.ytimg.com', 'https://player.vimeo.com'];

/** `'sha256-…'` sources for each inline, executable `<script>` of a page (JSON data blocks need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy; `html`: the page it goes with, whose own inline scripts are allowed by hash. */
export function contentSecurityPolicy(html?: string): string {
  const scripts = ["'self'", ...PLAYER_SCRIPTS, ...(html ? inlineScriptHashes(html) : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Pixi's batcher builds a worker from a blob: URL where it can.
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "font-src 'self' data: https://fonts.gstatic.com",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' data: blob: https: http:",
    "connect-src 'self'",
    // Video layers (YouTube, Vimeo) and the lightbox's iframes; a frame runs on its own origin, never on ours.
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Extension → MIME table, a subset of WordPress `wp_get_mime_types()` (keys are `|`-joined
 * extensions, as in WP). Used by the `file` rule to turn an accepted MIME type into extensions.
 */
export const WP_MIME_TYPES: Readonly<Record<string, string>> = {
  'jpg|jpeg|jpe': 'image/jpeg', gif: 'image/gif', png: 'image/png', bmp: 'image/bmp',
  'tiff|tif': 'image/tiff', webp: 'image/webp', avif: 'image/avif', ico: 'image/x-icon',
  heic: 'image/heic', heif: 'image/heif', svg: 'image/svg+xml',
  'asf|asx': 'video/x-ms-asf', wmv: 'video/x-ms-wmv', avi: 'video/avi', divx: 'video/divx',
  flv: 'video/x-flv', 'mov|qt': 'video/quicktime', 'mpeg|mpg|mpe': 'video/mpeg',
  'mp4|m4v': 'video/mp4', ogv: 'video/ogg', webm: 'video/webm', mkv: 'video/x-matroska',
  '3gp|3gpp': 'video/3gpp', '3g2|3gp2': 'video/3gpp2',
  'txt|asc|c|cc|h|srt': 'text/plain', csv: 'text/csv', tsv: 'text/tab-separated-values',
  ics: 'text/calendar', rtx: 'text/richtext', css: 'text/css', 'htm|html': 'text/html', vtt: 'text/vtt',
  'mp3|m4a|m4b': 'audio/mpeg', aac: 'audio/aac', 'ra|ram': 'audio/x-realaudio', wav: 'audio/wav',
  'ogg|oga': 'audio/ogg', flac: 'audio/flac', 'mid|midi': 'audio/midi', wma: 'audio/x-ms-wma',
  mka: 'audio/x-matroska',
  rtf: 'application/rtf', js: 'application/javascript', pdf: 'application/pdf',
  tar: 'application/x-tar', zip: 'application/zip', 'gz|gzip': 'application/x-gzip',
  rar: 'application/rar', '7z': 'application/x-7z-compressed',
  doc: 'application/msword', 'pot|pps|ppt': 'application/vnd.ms-powerpoint',
  'xla|xls|xlt|xlw': 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text', ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation', 'wp|wpd': 'application/wordperfect',
  key: 'application/vnd.apple.keynote', numbers: 'application/vnd.apple.numbers',
  pages: 'application/vnd.apple.pages',
};

/** Extensions whose MIME type matches `pattern` (`image/png`, or a `image/*` wildcard). */
export function extensionsForMime(pattern: string): string[] {
  const p = pattern.trim().toLowerCase();
  const [major, minor] = p.split('/');
  const out: string[] = [];
  for (const [exts, mime] of Object.entries(WP_MIME_TYPES)) {
    const [mMajor, mMinor] = mime.split('/');
    if (mMajor === major && (minor === '*' || mMinor === minor)) out.push(...exts.split('|'));
  }
  return out;
}

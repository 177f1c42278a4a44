/** The origin of an http(s) URL (`https://cdn.example`), or null for anything else. */
export function originOf(url: string, base?: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

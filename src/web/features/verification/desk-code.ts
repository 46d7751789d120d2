/** What staff typed, pasted or scanned: a bare code, or a whole verification link. */
export interface DeskCode {
  code: string;
  store?: string;
}

export function parseDeskInput(raw: string): DeskCode | null {
  const text = raw.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text) || text.startsWith('/verification/')) {
    try {
      const url = new URL(text, 'http://local.invalid');
      const code = url.searchParams.get('code');
      if (!code) return null;
      const match = /^\/verification\/([^/]+)\//.exec(url.pathname);
      return match?.[1] ? { code, store: decodeURIComponent(match[1]) } : { code };
    } catch {
      return null;
    }
  }
  return { code: text };
}

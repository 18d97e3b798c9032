/**
 * The returnUrl of the login flow: only a same-origin relative path ("/..."), never "//host"
 * (protocol-relative) nor "/\host" (browsers read the backslash as a slash), never a scheme.
 */
export function sanitizeReturnUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are dropped by URL parsers and can rebuild a "//".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'http://local.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

import DOMPurify from 'dompurify';
import { CMS_HTML_SANITIZE_OPTIONS } from '@conto-gioco/shared/cms-rules';

// Links the CMS opens in a new tab must not hand the new page a handle on ours.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Every CMS HTML body goes through here before it is rendered (ARCHITECTURE.md): no script, no
 * event handler attribute, no javascript: URL, no form, no style element; iframes are dropped too
 * (videos have their own widget).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, CMS_HTML_SANITIZE_OPTIONS);
}

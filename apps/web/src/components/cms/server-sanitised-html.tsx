import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { fillQueryPlaceholders } from '@/lib/cms-api';
import { CmsHtmlView } from './cms-html-view';

/** Text-level and layout tags only: what plain CMS text is made of. */
const PLAIN_TAGS = [
  'p|h[1-6]|strong|em|b|i|u|s|small|br|hr|a|img|ul|ol|li|dl|dt|dd',
  'table|caption|thead|tbody|tfoot|tr|th|td',
  'div|span|blockquote|q|cite|figure|figcaption|sup|sub|code|pre|abbr|del|ins|mark',
  'section|article|time|address',
].join('|');
/** A '<' that does not open or close one of PLAIN_TAGS (comments, doctype, any other element). */
const OTHER_MARKUP = new RegExp(`<(?!/?(?:${PLAIN_TAGS})[\\s/>])`, 'i');
/** An event handler attribute, or what looks like one (text such as 'bonus=': that only costs time). */
const HANDLER = /on[a-z]+\s*=/i;
/** A scripting or data URL, also with spaces or control characters inside (browsers drop them). */
const SCRIPT_URL = /(?:javascript|vbscript|data):/i;
/** The only character references the server's serialiser writes. */
const OTHER_REFERENCE = /&(?!(?:amp|lt|gt|quot|nbsp);)/i;
/** A link opening another tab without rel="noopener noreferrer", which the server's sanitiser adds. */
const openerLink = (tag: string) => /target=/i.test(tag) && !tag.includes('rel="noopener noreferrer"');

/**
 * True when the HTML is plain text markup of the kind the server's sanitiser gives (an HTML block's
 * Content, apps/api/src/modules/cms/sanitize-html.ts) with no qs_ placeholder to fill: it is shown
 * as it comes. Anything else (a placeholder, another element, a handler, a scripting URL, a
 * character reference, a new-tab link without rel) goes through DOMPurify first, loaded then. The
 * server is the sanitiser; this is the second line, should an answer ever carry what it would not
 * have sent.
 */
export function isPlainSanitisedHtml(html: string): boolean {
  const compact = html.replace(/[\s\p{Cc}]+/gu, '');
  return (
    !html.includes('qs_') &&
    !OTHER_MARKUP.test(html) &&
    !HANDLER.test(html) &&
    !SCRIPT_URL.test(compact) &&
    !OTHER_REFERENCE.test(html) &&
    !(html.match(/<a\s[^>]*>/gi) ?? []).some(openerLink)
  );
}

type Props = {
  /** HTML the server has sanitised (an HTML block's Content). */
  html: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
};

/**
 * A CMS text the server sends sanitised: shown at once, without the client's sanitiser, unless
 * isPlainSanitisedHtml says otherwise; then it shows once DOMPurify has run on it (placeholders
 * filled first, as in CmsHtml).
 */
export function ServerSanitisedHtml({ html, className, onClick }: Props) {
  const { search } = useLocation();
  const plain = isPlainSanitisedHtml(html);
  const [checked, setChecked] = useState<{ html: string; search: string; safe: string } | null>(null);
  useEffect(() => {
    if (plain) return;
    let current = true;
    void import('@/lib/sanitize-html').then(({ sanitizeHtml }) => {
      if (current) setChecked({ html, search, safe: sanitizeHtml(fillQueryPlaceholders(html, search)) });
    });
    return () => {
      current = false;
    };
  }, [plain, html, search]);
  const safe = plain ? html : checked?.html === html && checked.search === search ? checked.safe : null;
  if (safe === null) return null;
  return <CmsHtmlView safeHtml={safe} className={className} onClick={onClick} />;
}

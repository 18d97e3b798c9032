import type { Ref } from 'react';
import { CmsHtml } from '@/components/cms/cms-html';
import classes from './pages.module.css';

/** A page's CMS HTML (placeholders, sanitising and links as in every CMS text). */
export function PageHtml({ html, ref }: { html: string; ref?: Ref<HTMLDivElement> }) {
  return <CmsHtml ref={ref} html={html} className={classes.content} />;
}

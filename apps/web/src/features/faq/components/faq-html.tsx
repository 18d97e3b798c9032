import type { MouseEvent } from 'react';
import { CmsHtml } from '@/components/cms/cms-html';
import { parseCmsButtons } from '../lib/faq-tree';
import classes from './faq.module.css';

export type CmsActions = { onLogin: () => void; onRegister: () => void };

/** An answer's HTML: as every CMS text, with its CMS buttons (LOGIN, REGISTER) parsed. */
export function FaqHtml({ html, actions }: { html: string; actions: CmsActions }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest?.('button[data-cms-action]');
    if (!button || !event.currentTarget.contains(button)) return;
    event.preventDefault();
    if (button.getAttribute('data-cms-action') === 'LOGIN') actions.onLogin();
    else actions.onRegister();
  };
  return <CmsHtml html={html} className={classes.body} transform={parseCmsButtons} onClick={onClick} />;
}

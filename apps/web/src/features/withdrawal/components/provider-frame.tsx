import classes from './withdrawal.module.css';

/** The embedded PaaS payout page. */
export function ProviderFrame({ url, title }: { url: string; title: string }) {
  return <iframe src={url} title={title} className={classes.frame} />;
}

import classes from './payments.module.css';

type ProviderFrameProps = {
  url: string;
  title: string;
  /** The iframe's permissions policy ('payment' for a payment page). */
  allow?: string;
};

/** The provider's page in an iframe: a modal method, or an embedded PaaS page. */
export function ProviderFrame({ url, title, allow }: ProviderFrameProps) {
  return <iframe src={url} title={title} className={classes.frame} allow={allow} />;
}

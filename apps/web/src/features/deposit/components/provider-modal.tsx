import { Modal } from '@mantine/core';
import { itDeposit } from '@/messages/it-deposit';
import classes from './deposit.module.css';

/** The provider's page in an iframe: a modal method, or the embedded PaaS page. */
export function ProviderFrame({ url, title }: { url: string; title: string }) {
  return <iframe src={url} title={title} className={classes.frame} allow="payment" />;
}

type ProviderModalProps = { url: string | null; methodName: string; mobile: boolean; onClose: () => void };

/** Modal methods (money.md §2): the provider page opens over the screen. */
export function ProviderModal({ url, methodName, mobile, onClose }: ProviderModalProps) {
  return (
    <Modal
      opened={url !== null}
      onClose={onClose}
      title={itDeposit.modalTitle(methodName)}
      size="lg"
      fullScreen={mobile}
      centered
      closeButtonProps={{ 'aria-label': itDeposit.close }}
    >
      {url && <ProviderFrame url={url} title={itDeposit.providerFrame} />}
    </Modal>
  );
}

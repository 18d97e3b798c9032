import { Modal } from '@mantine/core';
import { ProviderFrame } from '@/components/payments/provider-frame';
import { itDeposit } from '@/messages/it-deposit';

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
      {url && <ProviderFrame url={url} title={itDeposit.providerFrame} allow="payment" />}
    </Modal>
  );
}

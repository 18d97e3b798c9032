import { Button, Modal, Stack, Text } from '@mantine/core';
import { itRegistration } from '@/messages/it-registration';

const t = itRegistration;

/**
 * The form's two notices (abnormal traffic, the cart coupon): a chunk of their own, loaded the
 * first time one of them opens, so the modal code stays out of the form's first load.
 */
export default function RegistrationNotices({
  abnormalTraffic,
  onTrafficClosed,
  couponWarning,
  onCouponClosed,
}: {
  abnormalTraffic: boolean;
  onTrafficClosed: () => void;
  /** The coupon warning's text, or null when it is not shown. */
  couponWarning: string | null;
  onCouponClosed: () => void;
}) {
  return (
    <>
      <Modal
        opened={abnormalTraffic}
        onClose={onTrafficClosed}
        title={t.errors.abnormalTrafficTitle}
        centered
        closeButtonProps={{ 'aria-label': t.errors.close }}
      >
        <Stack gap="md">
          <Text size="sm">{t.errors.abnormalTraffic}</Text>
          <Button fullWidth onClick={onTrafficClosed}>
            {t.errors.close}
          </Button>
        </Stack>
      </Modal>
      <Modal
        opened={couponWarning !== null}
        onClose={onCouponClosed}
        title={t.coupon.title}
        centered
        closeButtonProps={{ 'aria-label': t.errors.close }}
      >
        <Stack gap="md">
          <Text size="sm">{couponWarning}</Text>
          <Button fullWidth onClick={onCouponClosed}>
            {t.coupon.continue}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

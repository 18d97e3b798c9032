import { Modal } from '@mantine/core';
import { itDocuments } from '@/messages/it-documents';
import { DocumentUpload } from './document-upload';

type DocumentUploadModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Documents were received: the account status should be read again. */
  onUploaded?: () => void;
};

/** The document-upload modal (access.md §2), opened from the account status. */
export default function DocumentUploadModal({ opened, onClose, onUploaded }: DocumentUploadModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={itDocuments.upload.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': itDocuments.upload.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <DocumentUpload onUploaded={onUploaded} />
    </Modal>
  );
}

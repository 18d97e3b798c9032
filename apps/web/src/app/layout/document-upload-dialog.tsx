import { useQueryClient } from '@tanstack/react-query';
import DocumentUploadModal from '@/features/documents/components/document-upload-modal';
import { accountStatusQueryKey } from '@/features/status/api/get-account-status';

/** The document-upload modal of the status screens; what is sent changes the account status. */
export default function DocumentUploadDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <DocumentUploadModal
      opened
      onClose={onClose}
      onUploaded={() => void queryClient.invalidateQueries({ queryKey: accountStatusQueryKey })}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { authSessionQueryKey, useUser } from '@/features/auth/api/check-auth';

// Players only: the modal, its recap and the status call stay out of the anonymous first load.
const StatusModal = lazy(() => import('@/features/status/components/status-modal'));
// Loaded when the player asks for it.
const DocumentUploadDialog = lazy(() => import('./document-upload-dialog'));

/** Pages that never show the account-status modal (access.md §2). */
const WITHOUT_STATUS_MODAL = [
  /^\/account\/ticket-print(\/|$)/,
  /^\/account\/status\/?$/,
  /^\/account\/edit\/contatti-e-privacy(\/|$)/,
  // Ours: the e-mail link's page is itself a verification, and a forced password change comes
  // first: the modal would cover the form the player is sent to.
  /^\/account\/verify-email\/?$/,
  /^\/account\/change-password\/?$/,
  // The registration confirmation walks the new player through documents and mobile itself.
  /^\/account\/registration\/confirm\/?$/,
];

/** The account-status modal for a logged-in player, after login and on start. */
export function AccountStatusModal() {
  const user = useUser();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [uploadOpened, setUploadOpened] = useState(false);
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <StatusModal
        key={user.betsession}
        sessionKey={user.betsession}
        suppressed={WITHOUT_STATUS_MODAL.some((pattern) => pattern.test(pathname))}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: authSessionQueryKey })}
        onSendDocuments={() => setUploadOpened(true)}
      />
      {uploadOpened && <DocumentUploadDialog onClose={() => setUploadOpened(false)} />}
    </Suspense>
  );
}

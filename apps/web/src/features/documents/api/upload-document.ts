import type { DocumentSide } from '@conto-gioco/shared/document-rules';
import type { PlayerDocument, UploadDocumentResponse } from '@conto-gioco/shared/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { documentsQueryKey } from './get-documents';

export type DocumentUpload = { side: DocumentSide; file: File };

/**
 * Ours: POST api/Account/UploadDocument, one file per call (multipart: `side` first, then `file`).
 * A refusal (type, size) is an ApiError with the server's code and words.
 */
export async function uploadDocument({ side, file }: DocumentUpload): Promise<PlayerDocument> {
  const form = new FormData();
  form.append('side', side);
  form.append('file', file, file.name);
  const response = await api.post<UploadDocumentResponse>('/api/Account/UploadDocument', form);
  if (response.ResponseCode !== 0 || !response.ResponseData) {
    throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  }
  return response.ResponseData;
}

/** Sends the files one after the other; `onSent` is told after each, for the progress. */
export async function uploadDocuments(
  uploads: DocumentUpload[],
  onSent: (done: number) => void,
): Promise<PlayerDocument[]> {
  const sent: PlayerDocument[] = [];
  for (const upload of uploads) {
    sent.push(await uploadDocument(upload));
    onSent(sent.length);
  }
  return sent;
}

export function useUploadDocuments({
  onProgress,
  onSuccess,
}: { onProgress?: (done: number) => void; onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploads: DocumentUpload[]) => uploadDocuments(uploads, (done) => onProgress?.(done)),
    // Whatever went through is listed, even when a later file failed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
    onSuccess: () => onSuccess?.(),
  });
}

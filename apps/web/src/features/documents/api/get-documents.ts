import type { GetDocumentsResponse, PlayerDocument } from '@conto-gioco/shared/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** Ours: GET api/Account/GetDocuments, the player's uploaded documents, newest first. */
export async function getDocuments(): Promise<PlayerDocument[]> {
  const response = await api.get<GetDocumentsResponse>('/api/Account/GetDocuments');
  if (response.ResponseCode !== 0) throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  return response.ResponseData;
}

export const documentsQueryKey = ['documents'] as const;

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: documentsQueryKey, queryFn: getDocuments });

export function useDocuments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...documentsQueryOptions(), enabled });
}

import type {
  GetSecurityQuestionRequest,
  GetSecurityQuestionResponse,
  SecurityQuestion,
} from '@conto-gioco/shared/recovery';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** GetSecurityQuestion: the question to answer; a refusal (e.g. the bot check) is an ApiError. */
export async function getSecurityQuestion(body: GetSecurityQuestionRequest): Promise<SecurityQuestion> {
  const response = await api.post<GetSecurityQuestionResponse>('/api/Account/GetSecurityQuestion', body, {
    auth: false,
    open: true,
  });
  if (response.ResponseCode !== 0 || !response.ResponseData) {
    throw new ApiError(response.ResponseCode, response.ResponseMessage, 200);
  }
  return response.ResponseData;
}

export function useGetSecurityQuestion() {
  return useMutation({ mutationFn: getSecurityQuestion });
}

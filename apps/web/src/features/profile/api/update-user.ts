import {
  PROFILE_CODE,
  type Anagrafica,
  type UpdateUserRequest,
  type UpdateUserResponse,
} from '@conto-gioco/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { anagraficaQueryKey } from './get-anagrafica';

/** What a save came to: saved, or the SMS code is needed (-3333) and the same save is sent again with it. */
export type SaveOutcome =
  { saved: true; message: string } | { saved: false; otpRequired: true; message: string };

/** UpdateUser: any other non-zero code is an ApiError with the server's message. */
export async function updateUser(body: UpdateUserRequest): Promise<SaveOutcome> {
  const response = await api.post<UpdateUserResponse>('/api/Account/UpdateUser', body);
  if (response.ErrorCode === 0) return { saved: true, message: response.ErrorMessage };
  if (response.ErrorCode === PROFILE_CODE.OTP_REQUIRED)
    return { saved: false, otpRequired: true, message: response.ErrorMessage };
  throw new ApiError(response.ErrorCode, response.ErrorMessage, 200);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (outcome) => {
      if (outcome.saved) void queryClient.invalidateQueries({ queryKey: anagraficaQueryKey });
    },
  });
}

/** UpdateUser's payload of the profile as it is now: each tab changes its part of it. */
export function savePayloadOf(a: Anagrafica): UpdateUserRequest {
  return {
    nome: a.nome,
    cognome: a.cognome,
    sesso: a.sesso ?? 'M',
    dataNascita: a.dataNascita ?? '',
    nazioneNascitaId: a.nazioneNascitaId ?? 0,
    comuneNascitaId: a.comuneNascitaId ?? 0,
    codiceFiscale: a.codiceFiscale ?? undefined,
    nazioneResidenzaId: a.nazioneResidenzaId ?? 0,
    indirizzoResidenza: a.indirizzoResidenza ?? '',
    capResidenza: a.capResidenza ?? '',
    comuneResidenzaId: a.comuneResidenzaId ?? 0,
    tipoDocumentoId: a.tipoDocumentoId ?? 0,
    numeroDocumento: a.numeroDocumento ?? '',
    enteRilascioId: a.enteRilascioId ?? 0,
    comuneRilascioId: a.comuneRilascioId ?? 0,
    dataRilascioDocumento: a.dataRilascioDocumento ?? '',
    dataScadenzaDocumento: a.dataScadenzaDocumento ?? '',
    privacy: a.privacy,
    privacyAcceptProfilazione: a.privacyAcceptProfilazione,
  };
}

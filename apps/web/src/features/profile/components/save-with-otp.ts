import type { UpdateUserRequest } from '@conto-gioco/shared/profile';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { itProfile } from '@/messages/it-profile';
import { useUpdateUser } from '../api/update-user';

/**
 * A profile save (content-profile.md §8): -3333 asks for the SMS code, then the same save goes
 * again with it; 'Dati salvati con successo' on success, the server's message on another code, the
 * transport-error text when the server could not be reached.
 */
export function useSaveWithOtp() {
  const update = useUpdateUser();
  const [pending, setPending] = useState<UpdateUserRequest | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  async function send(body: UpdateUserRequest) {
    setNotice(null);
    try {
      const outcome = await update.mutateAsync(body);
      if (outcome.saved) {
        setPending(null);
        setNotice({ ok: true, text: outcome.message || itProfile.anagrafica.saved });
      } else {
        setPending(body);
      }
    } catch (error) {
      setNotice({
        ok: false,
        text:
          error instanceof ApiError && error.status === 200 ? error.message : itProfile.anagrafica.saveError,
      });
    }
  }

  return {
    save: (body: UpdateUserRequest) => send(body),
    /** The same save again, with the code the player received. */
    confirm: (otp: string) => (pending ? send({ ...pending, otp }) : Promise.resolve()),
    cancel: () => setPending(null),
    otpOpen: pending !== null,
    saving: update.isPending,
    notice,
  };
}

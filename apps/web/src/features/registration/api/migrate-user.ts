import type { MigrateUserResponse } from '@conto-gioco/shared/registration';
import type { MigrateUserRequest } from '@conto-gioco/shared/registration-requests';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { envelopeOfError, OPEN } from './envelope';

/**
 * MigrateUser (bot action AccountRegistration): the whole answer, since each code is shown its own
 * way (MIGRATION_CODE). Only a transport failure throws.
 */
export function migrateUser(body: MigrateUserRequest): Promise<MigrateUserResponse> {
  return api.post<MigrateUserResponse>('/api/Account/MigrateUser', body, OPEN).catch(envelopeOfError);
}

export function useMigrateUser() {
  return useMutation({ mutationFn: migrateUser });
}

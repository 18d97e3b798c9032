import type { UserData } from '@conto-gioco/shared/auth';
import { defaultClientSettings } from '@conto-gioco/shared/settings';

export function userFixture(overrides: Partial<UserData> = {}): UserData {
  return {
    username: 'mario1980',
    contratto: 'CG000123',
    nome: 'Mario',
    cognome: 'Rossi',
    saldo: 123456,
    prelevabile: 100000,
    email: 'mario.rossi@example.it',
    statoConto: 2,
    esclusione: false,
    cambio_password: false,
    TermsAccepted: true,
    richiedereIsPep: false,
    confirmedMobile: true,
    playerConfirmed: true,
    verifyContacts: false,
    lastMobileVerificationDate: null,
    lastEmailVerificationDate: null,
    lastLogin: '2025-06-01T10:30:00Z',
    oldSessionClosed: false,
    invitation: null,
    betsession: 'sess-1',
    supportData: null,
    primaRicarica: false,
    userIdConto: 42,
    elsession: 'el-1',
    fidelity: false,
    father: null,
    BonusCouponsValue: 500,
    userStatusOk: true,
    ...overrides,
  };
}

export const clientSettingsFixture = () => defaultClientSettings(42);

export const DEFAULT_MODULES: Record<string, string> = {
  ConsentiSoloPrelievo: 'false',
  VIP2_Enabled: 'true',
  VipProfiles: 'true',
  V3_ClassificheRanking_Enabled: 'true',
  V3_Login_InfoBox_Enabled: 'false',
  AllSectionsDisabled: 'false',
  GetVIPOk: 'true',
  SiteName: 'Conto Gioco',
  CustomerCareEmail: 'assistenza@contogioco.it',
};

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_CODE, type LoginRequest, type LoginResponse, type UserData } from '@conto-gioco/shared/auth';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import type { ClientSettings } from '@conto-gioco/shared/settings';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { getClientSettings } from '../settings/service.ts';
import { getBalance } from '../wallet/service.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { playerDevices, players } from './schema.ts';
import type { SessionStore } from './sessions.ts';
import type { TokenSigner } from './tokens.ts';

type Player = typeof players.$inferSelect;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(db: Database, sessionStore: SessionStore, signer: TokenSigner) {
  async function findByUsername(username: string): Promise<Player | undefined> {
    const [player] = await db
      .select()
      .from(players)
      .where(sql`lower(${players.username}) = lower(${username})`);
    return player;
  }

  async function findById(executor: Executor, playerId: number): Promise<Player | undefined> {
    const [player] = await executor.select().from(players).where(eq(players.id, playerId));
    return player;
  }

  async function userDataOf(
    executor: Executor,
    player: Player,
    sessionId: string,
    oldSessionClosed: boolean,
  ): Promise<UserData> {
    const balance = await getBalance(executor, player.id);
    return {
      username: player.username,
      contratto: player.contractNumber,
      nome: player.nome,
      cognome: player.cognome,
      saldo: balance.soldi,
      prelevabile: balance.prelevabile,
      email: player.email,
      statoConto: player.statoConto,
      esclusione: player.esclusione,
      cambio_password: player.cambioPassword,
      TermsAccepted: player.termsAccepted,
      richiedereIsPep: player.richiedereIsPep,
      confirmedMobile: player.confirmedMobile,
      playerConfirmed: player.playerConfirmed,
      verifyContacts: player.verifyContacts,
      lastMobileVerificationDate: player.lastMobileVerificationAt?.toISOString() ?? null,
      lastEmailVerificationDate: player.lastEmailVerificationAt?.toISOString() ?? null,
      lastLogin: player.previousLoginAt?.toISOString() ?? null,
      oldSessionClosed,
      invitation: player.invitation,
      betsession: sessionId,
      supportData: player.supportData,
      primaRicarica: player.primaRicarica,
      userIdConto: player.id,
      elsession: sessionId,
      fidelity: player.fidelity,
      father: player.father,
      BonusCouponsValue: balance.bonus,
      userStatusOk: player.userStatusOk,
    };
  }

  /** Keeps the device token the client sent when it is this player's; otherwise issues a new one. */
  async function deviceTokenFor(tx: Executor, playerId: number, sent: string | undefined): Promise<string> {
    if (sent) {
      const known = await tx
        .update(playerDevices)
        .set({ lastUsedAt: new Date() })
        .where(and(eq(playerDevices.playerId, playerId), eq(playerDevices.tokenHash, sha256(sent))))
        .returning({ id: playerDevices.id });
      if (known.length > 0) return sent;
    }
    const token = randomBytes(32).toString('base64url');
    await tx.insert(playerDevices).values({ playerId, tokenHash: sha256(token) });
    return token;
  }

  const refused = (code: number, message: string): LoginResponse => ({
    ResponseCode: code,
    ResponseMessage: message,
    ResponseData: null,
  });

  return {
    async login(request: LoginRequest): Promise<LoginResponse> {
      const player = await findByUsername(request.username);
      const passwordOk = player
        ? await verifyPassword(player.passwordHash, request.password)
        : await verifyAgainstDummy(request.password);
      if (!player || !passwordOk)
        return refused(LOGIN_CODE.wrongCredentials, SERVER_MESSAGES.wrongCredentials);
      if (player.statoConto === ACCOUNT_STATE.BLOCKED)
        return refused(LOGIN_CODE.accountBlocked, SERVER_MESSAGES.accountBlocked);

      const opened = await inTransaction(db, async (tx) => {
        const { sessionId, closedOthers } = await sessionStore.open(tx, player.id);
        const [updated] = await tx
          .update(players)
          .set({ previousLoginAt: sql`${players.lastLoginAt}`, lastLoginAt: new Date() })
          .where(eq(players.id, player.id))
          .returning();
        const deviceToken = await deviceTokenFor(tx, player.id, request.token);
        const userData = await userDataOf(tx, updated!, sessionId, closedOthers.length > 0);
        const clientSettings = await getClientSettings(tx, player.id);
        return { sessionId, closedOthers, deviceToken, userData, clientSettings };
      });
      await sessionStore.announceRevoked(opened.closedOthers);

      return {
        ResponseCode: LOGIN_CODE.ok,
        ResponseMessage: opened.closedOthers.length > 0 ? SERVER_MESSAGES.oldSessionsClosed : '',
        ResponseData: {
          Token: await signer.sign({ playerId: player.id, sessionId: opened.sessionId }),
          UserData: opened.userData,
          ClientSettings: opened.clientSettings,
          DeviceToken: opened.deviceToken,
        },
      };
    },

    /** The session behind a token, if the token is valid and the session still open. */
    async authenticate(token: string): Promise<{ playerId: number; sessionId: string } | null> {
      const claims = await signer.verify(token);
      if (!claims) return null;
      return (await sessionStore.isValid(claims.sessionId, claims.playerId)) ? claims : null;
    },

    /** CheckAuth: renews the session and answers the current user data with a fresh token. */
    async checkAuth(auth: {
      playerId: number;
      sessionId: string;
    }): Promise<{ userData: UserData; clientSettings: ClientSettings; token: string } | null> {
      const player = await findById(db, auth.playerId);
      if (!player) return null;
      await sessionStore.touch(auth.sessionId);
      return {
        userData: await userDataOf(db, player, auth.sessionId, false),
        clientSettings: await getClientSettings(db, player.id),
        token: await signer.sign(auth),
      };
    },

    async refreshToken(auth: { playerId: number; sessionId: string }): Promise<string> {
      await sessionStore.touch(auth.sessionId);
      return signer.sign(auth);
    },

    logout: (sessionId: string) => sessionStore.revoke(sessionId, 'logout'),
  };
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

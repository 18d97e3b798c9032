import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { LOGIN_CODE, type LoginRequest, type LoginResponse, type UserData } from '@conto-gioco/shared/auth';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { envelope, ok, refusedEnvelope, refused as refusal, type Result } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import type { ClientSettings } from '@conto-gioco/shared/settings';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { currentRequestOrigin } from '../../lib/request-origin.ts';
import { accountRestrictions, blockedForDocuments } from './account-rules.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { PlayerSnapshots } from './player-snapshots.ts';
import {
  acceptTotpStep,
  blockPlayer,
  findPlayerById,
  findPlayerByUsername,
  recordLogin,
  type Player,
} from './players.ts';
import type { AuthPorts } from './ports.ts';
import { playerDevices, players } from './schema.ts';
import type { SessionStore } from './sessions.ts';
import type { TokenSigner } from './tokens.ts';
import { totpStep } from './totp.ts';

type AdmitOptions = {
  method: 'password' | 'passkey' | 'sso' | 'registration';
  /** 'satisfied' when the way in is itself a second factor (a passkey with user verification). */
  twoFactor: 'check' | 'satisfied';
  twofactorCode?: string;
  /** Whether device authorisation applies (a passkey proves the device by itself). */
  deviceCheck: boolean;
  deviceToken?: string;
  /** The recovery's temporary password the player logged in with, spent when the session opens. */
  temporaryPassword?: string;
};

/** At most one device SMS a minute per player. */
const DEVICE_SMS_INTERVAL_MS = 60_000;

const deviceCodeText = (nome: string, code: string) =>
  `Ciao ${nome},\n\nabbiamo ricevuto un accesso al tuo conto da un dispositivo che non conosciamo. ` +
  `Se sei stato tu, inserisci questo codice per autorizzarlo: ${code}\n\nIl codice vale 3 minuti. ` +
  `Se non sei stato tu, cambia subito la password e contatta l'assistenza clienti.`;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: Database;
  sessionStore: SessionStore;
  signer: TokenSigner;
  ports: AuthPorts;
  /** Site modules, read when needed (the site configuration is registered after this service). */
  isModuleOn: (name: string) => Promise<boolean>;
}) {
  const { db, sessionStore, signer, isModuleOn } = deps;
  const { balanceOf, cachedBalanceOf, clientSettingsOf, messages, security } = deps.ports;
  const snapshots = new PlayerSnapshots<{ player: Player; clientSettings: ClientSettings }>();
  const { recordEvent, throttleKey } = security;

  /** The pending (not yet authorised) device a device token names, with its player. */
  async function pendingDevice(deviceToken: string): Promise<{ player: Player; hash: string } | null> {
    const hash = sha256(deviceToken);
    const [row] = await db
      .select({ player: players })
      .from(playerDevices)
      .innerJoin(players, eq(players.id, playerDevices.playerId))
      .where(and(eq(playerDevices.tokenHash, hash), isNull(playerDevices.authorisedAt)))
      .orderBy(desc(playerDevices.lastUsedAt))
      .limit(1);
    return row ? { player: row.player, hash } : null;
  }

  function userDataOf(
    player: Player,
    balance: { soldi: number; prelevabile: number; bonus: number },
    sessionId: string,
    oldSessionClosed: boolean,
  ): UserData {
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

  /** The browser and address a device was last seen with, for the player's list of devices. */
  const deviceOrigin = () => {
    const origin = currentRequestOrigin();
    return origin ? { userAgent: origin.userAgent, lastAddress: origin.address } : {};
  };

  /** Keeps the device token the client sent when it is this player's; otherwise issues a new one. */
  async function deviceTokenFor(tx: Executor, playerId: number, sent: string | undefined): Promise<string> {
    const seenFrom = deviceOrigin();
    if (sent) {
      const known = await tx
        .update(playerDevices)
        .set({ lastUsedAt: new Date(), ...seenFrom })
        .where(and(eq(playerDevices.playerId, playerId), eq(playerDevices.tokenHash, sha256(sent))))
        .returning({ id: playerDevices.id });
      if (known.length > 0) return sent;
    }
    const token = randomBytes(32).toString('base64url');
    // A device that completed a login is a known device from now on.
    await tx
      .insert(playerDevices)
      .values({ playerId, tokenHash: sha256(token), authorisedAt: new Date(), ...seenFrom });
    return token;
  }

  const refused = (code: number, message: string): LoginResponse => refusedEnvelope(code, message);

  /**
   * The rules every way in shares once the player is identified (password, passkey, SSO): account
   * state, two-factor, device authorisation, then the session and the login code.
   */
  async function admit(player: Player, options: AdmitOptions): Promise<LoginResponse> {
    const refuse = async (code: number, message: string, reason: string) => {
      await recordEvent(db, 'login-refused', player.id, { reason, method: options.method });
      return refused(code, message);
    };
    if (player.statoConto === ACCOUNT_STATE.BLOCKED && !blockedForDocuments(player))
      return refuse(LOGIN_CODE.accountBlocked, SERVER_MESSAGES.accountBlocked, 'blocked');
    if (player.statoConto === ACCOUNT_STATE.INACTIVE)
      return refuse(LOGIN_CODE.accountInactive, SERVER_MESSAGES.accountInactive, 'inactive');
    if (player.movedToUrl) {
      return {
        ...(await refuse(LOGIN_CODE.accountMoved, SERVER_MESSAGES.accountMoved, 'moved')),
        MovedTo: player.movedToUrl,
      };
    }

    if (options.twoFactor === 'check' && player.totpEnabled && player.totpSecret) {
      const { totpSecret } = player;
      const attempt = await security.guardedAttempt(
        db,
        {
          keys: [throttleKey.account('totp', player.id)],
          lockedEvent: {
            event: 'login-refused',
            playerId: player.id,
            detail: { reason: 'throttled', method: options.method },
          },
          failedEvent: (_, { locked }) => ({
            event: 'two-factor-failed',
            playerId: player.id,
            detail: { locked },
          }),
        },
        async () => {
          if (!options.twofactorCode) return { verdict: 'not-tried' as const };
          const step = totpStep(totpSecret, options.twofactorCode);
          // A code works once: the step must be newer than the last one accepted.
          return step !== null && (await acceptTotpStep(db, player.id, step));
        },
      );
      if (attempt.status === 'locked') return refused(LOGIN_CODE.throttled, SERVER_MESSAGES.loginThrottled);
      if (attempt.status === 'not-tried')
        return refused(LOGIN_CODE.twoFactorRequired, SERVER_MESSAGES.twoFactorRequired);
      if (attempt.status === 'failed')
        return refused(LOGIN_CODE.twoFactorWrong, SERVER_MESSAGES.twoFactorWrong);
    }

    const deviceHash = options.deviceToken ? sha256(options.deviceToken) : null;
    if (options.deviceCheck && (player.deviceCheck || (await isModuleOn('DeviceAuthorization_Enabled')))) {
      const [device] = deviceHash
        ? await db
            .select({ authorisedAt: playerDevices.authorisedAt })
            .from(playerDevices)
            .where(and(eq(playerDevices.playerId, player.id), eq(playerDevices.tokenHash, deviceHash)))
        : [];
      if (!device?.authorisedAt) {
        if (deviceHash) await requestDeviceAuthorisation(player, deviceHash);
        return refuse(LOGIN_CODE.deviceNotAuthorised, SERVER_MESSAGES.deviceNotAuthorised, 'device');
      }
    }

    const opened = await inTransaction(db, async (tx) => {
      if (options.temporaryPassword) {
        // The recovery's temporary password is spent now, and the player must choose a new one.
        const spent = await security.consumeCode(tx, {
          playerId: player.id,
          purpose: 'temp-password',
          code: options.temporaryPassword,
        });
        if (spent !== 'ok') return null;
      }
      const { sessionId, closedOthers } = await sessionStore.open(tx, player.id);
      const updated = await recordLogin(tx, player.id, {
        requirePasswordChange: options.temporaryPassword !== undefined,
      });
      const deviceToken = await deviceTokenFor(tx, player.id, options.deviceToken);
      const balance = await balanceOf(tx, player.id);
      const userData = userDataOf(updated, balance, sessionId, closedOthers.length > 0);
      const clientSettings = await clientSettingsOf(tx, player.id);
      await recordEvent(tx, options.temporaryPassword ? 'recovery-password-used' : 'login', player.id, {
        method: options.method,
      });
      return { sessionId, closedOthers, deviceToken, userData, clientSettings, player: updated };
    });
    if (!opened) return refused(LOGIN_CODE.wrongCredentials, SERVER_MESSAGES.wrongCredentials);
    await sessionStore.announceRevoked(opened.closedOthers);

    const restrictions = accountRestrictions(opened.player);
    const [code, message] =
      opened.player.depositLimit === null
        ? [LOGIN_CODE.depositLimitRequired, SERVER_MESSAGES.depositLimitRequired]
        : restrictions.selfExcluded
          ? [LOGIN_CODE.loggedInWithNotice, SERVER_MESSAGES.selfExcludedLogin]
          : [LOGIN_CODE.ok, opened.closedOthers.length > 0 ? SERVER_MESSAGES.oldSessionsClosed : ''];
    return envelope(code, message, {
      Token: await signer.sign({ playerId: player.id, sessionId: opened.sessionId }),
      UserData: opened.userData,
      ClientSettings: opened.clientSettings,
      DeviceToken: opened.deviceToken,
    });
  }

  /** Records the unknown device as pending and e-mails the player a code that authorises it. */
  async function requestDeviceAuthorisation(player: Player, deviceHash: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      await tx
        .insert(playerDevices)
        .values({ playerId: player.id, tokenHash: deviceHash, ...deviceOrigin() })
        .onConflictDoNothing();
      const code = await security.issueCode(tx, {
        playerId: player.id,
        purpose: 'device',
        subject: deviceHash,
      });
      await messages.sendEmail(tx, {
        to: player.email,
        subject: 'Autorizza il nuovo dispositivo',
        body: deviceCodeText(player.nome, code),
        purpose: 'device-code',
        playerId: player.id,
      });
      await recordEvent(tx, 'device-code-sent', player.id, { channel: 'email' });
    });
  }

  return {
    /** LoginUser2FA: bot check done by the route; throttling, password, then the shared rules. */
    async login(request: LoginRequest, context: { address: string }): Promise<LoginResponse> {
      const userKey = throttleKey.username('login', request.username);
      const attempt = await security.guardedAttempt(
        db,
        {
          keys: [userKey, throttleKey.address('login', context.address)],
          // The address keeps counting: one player's success does not clear a guesser behind it.
          resetOnPass: [userKey],
          lockedEvent: { event: 'login-refused', playerId: null, detail: { reason: 'throttled' } },
          failedEvent: ({ player }, { failures, locked }) => ({
            event: locked ? 'lockout' : 'login-failed',
            playerId: player?.id ?? null,
            detail: { failures },
          }),
        },
        async () => {
          const player = await findPlayerByUsername(db, request.username);
          let passwordOk = player
            ? await verifyPassword(player.passwordHash, request.password)
            : await verifyAgainstDummy(request.password);
          // The recovery's temporary password works beside the real one until it is used or expires.
          const temporaryPassword =
            player &&
            !passwordOk &&
            (await security.hasCode(db, {
              playerId: player.id,
              purpose: 'temp-password',
              code: request.password,
            }))
              ? request.password
              : undefined;
          passwordOk ||= temporaryPassword !== undefined;
          return {
            verdict: player && passwordOk ? ('passed' as const) : ('failed' as const),
            player,
            temporaryPassword,
          };
        },
      );
      if (attempt.status === 'locked') return refused(LOGIN_CODE.throttled, SERVER_MESSAGES.loginThrottled);
      const { player, temporaryPassword } = attempt.result;
      if (attempt.status !== 'passed' || !player)
        return refused(LOGIN_CODE.wrongCredentials, SERVER_MESSAGES.wrongCredentials);
      return admit(player, {
        method: 'password',
        twoFactor: 'check',
        twofactorCode: request.twofactorCode,
        deviceCheck: true,
        deviceToken: request.token,
        temporaryPassword,
      });
    },

    /**
     * For ways in that identify the player without a password (passkey, SSO, the registration that
     * just opened the account): the same rules and the same response as a password login. A
     * passkey with user verification is a second factor and proves the device by itself; the
     * browser that opened an account is that account's first device, with no second factor yet.
     */
    async loginVerifiedPlayer(
      playerId: number,
      options: { deviceToken?: string; method: 'passkey' | 'sso' | 'registration' },
    ): Promise<LoginResponse> {
      const player = await findPlayerById(db, playerId);
      if (!player) return refused(LOGIN_CODE.wrongCredentials, SERVER_MESSAGES.wrongCredentials);
      return admit(player, {
        method: options.method,
        twoFactor: options.method === 'sso' ? 'check' : 'satisfied',
        deviceCheck: options.method === 'sso',
        deviceToken: options.deviceToken,
      });
    },

    /** sendAuthDeviceSMS: the code of a pending device again, by SMS to the player's mobile. */
    async sendDeviceSms(deviceToken: string): Promise<Result<null>> {
      const pending = await pendingDevice(deviceToken);
      if (!pending) return refusal(-1, SERVER_MESSAGES.deviceUnknown);
      const latest = await messages.lastSentAt(db, {
        playerId: pending.player.id,
        channel: 'sms',
        purpose: 'device-code',
      });
      if (latest && Date.now() - latest.getTime() < DEVICE_SMS_INTERVAL_MS)
        return refusal(-2, SERVER_MESSAGES.deviceCodeTooSoon);
      await inTransaction(db, async (tx) => {
        const code = await security.issueCode(tx, {
          playerId: pending.player.id,
          purpose: 'device',
          subject: pending.hash,
        });
        await messages.sendSms(tx, {
          to: pending.player.cellulare,
          body: `Il tuo codice per autorizzare il nuovo dispositivo è ${code}. Vale 3 minuti.`,
          purpose: 'device-code',
          playerId: pending.player.id,
        });
        await recordEvent(tx, 'device-code-sent', pending.player.id, { channel: 'sms' });
      });
      return ok(null, SERVER_MESSAGES.deviceCodeSent);
    },

    /** verifyAuthDeviceSMS: the right code authorises the device for later logins. */
    async verifyDevice(deviceToken: string, code: string): Promise<Result<null>> {
      const pending = await pendingDevice(deviceToken);
      if (!pending) return refusal(-1, SERVER_MESSAGES.deviceUnknown);
      const attempt = await security.guardedAttempt(
        db,
        {
          keys: [throttleKey.account('device', pending.player.id)],
          failedEvent: ({ check }, { locked }) => ({
            event: 'device-code-failed',
            playerId: pending.player.id,
            detail: { check, locked },
          }),
        },
        async () => {
          const check = await security.consumeCode(db, {
            playerId: pending.player.id,
            purpose: 'device',
            subject: pending.hash,
            code,
          });
          return { verdict: check === 'ok' ? ('passed' as const) : ('failed' as const), check };
        },
      );
      if (attempt.status === 'locked') return refusal(LOGIN_CODE.throttled, SERVER_MESSAGES.loginThrottled);
      if (attempt.status !== 'passed') return refusal(-2, SERVER_MESSAGES.deviceCodeWrong);
      await db
        .update(playerDevices)
        .set({ authorisedAt: new Date() })
        .where(and(eq(playerDevices.playerId, pending.player.id), eq(playerDevices.tokenHash, pending.hash)));
      await recordEvent(db, 'device-authorised', pending.player.id);
      return ok(null, SERVER_MESSAGES.deviceVerified);
    },

    /** Blocks an account (operators, exclusions): its sessions end at once on every instance. */
    async blockAccount(playerId: number): Promise<void> {
      const closed = await inTransaction(db, async (tx) => {
        await blockPlayer(tx, playerId);
        return sessionStore.revokeAllOf(tx, playerId, 'account-blocked');
      });
      await sessionStore.announceRevoked(closed);
    },

    /** The session behind a token, if the token is valid and the session still open. */
    async authenticate(token: string): Promise<{ playerId: number; sessionId: string } | null> {
      const claims = await signer.verify(token);
      if (!claims) return null;
      return (await sessionStore.isValid(claims.sessionId, claims.playerId)) ? claims : null;
    },

    /**
     * CheckAuth: renews the session and answers the current user data with a fresh token. Called on
     * every app start and renewal: the player, settings and balance come through short caches
     * (player-snapshots.ts, the wallet's balance cache), dropped on change.
     */
    async checkAuth(auth: {
      playerId: number;
      sessionId: string;
    }): Promise<{ userData: UserData; clientSettings: ClientSettings; token: string } | null> {
      // One round of reads (in parallel on PostgreSQL) when the caches have nothing.
      const [snapshot, balance] = await Promise.all([
        snapshots.get(auth.playerId, async () => {
          const [player, clientSettings] = await Promise.all([
            findPlayerById(db, auth.playerId),
            clientSettingsOf(db, auth.playerId),
          ]);
          return player && { player, clientSettings };
        }),
        cachedBalanceOf(db, auth.playerId),
        sessionStore.touch(auth.sessionId),
      ]);
      if (!snapshot) return null;
      return {
        userData: userDataOf(snapshot.player, balance, auth.sessionId, false),
        clientSettings: snapshot.clientSettings,
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

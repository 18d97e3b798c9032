import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, count, desc, eq } from 'drizzle-orm';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import {
  DOCUMENT_MAX_PER_PLAYER,
  DOCUMENT_SERVER_MESSAGES as MSG,
  DOCUMENT_STATUS,
  UPLOAD_DOCUMENT_CODE,
  detectDocumentType,
  type DocumentMimeType,
  type DocumentSide,
} from '@conto-gioco/shared/document-rules';
import type { PlayerDocument } from '@conto-gioco/shared/documents';
import { ok, refused as refuse, type Result } from '@conto-gioco/shared/envelope';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { blockedForDocuments } from '../auth/account-rules.ts';
import { lockPlayer } from '../auth/players.ts';
import { recordSecurityEvent } from '../security/audit.ts';
import { playerDocuments } from './schema.ts';
import { drain, type DocumentStorage } from './storage.ts';

/** How many of the player's documents are in each state (the status items read it). */
export type DocumentSummary = { received: number; accepted: number; refused: number };

export async function documentSummary(db: Executor, playerId: number): Promise<DocumentSummary> {
  const rows = await db
    .select({ status: playerDocuments.status, count: count() })
    .from(playerDocuments)
    .where(eq(playerDocuments.playerId, playerId))
    .groupBy(playerDocuments.status);
  const of = (status: number) => rows.find((row) => row.status === status)?.count ?? 0;
  return {
    received: of(DOCUMENT_STATUS.RECEIVED),
    accepted: of(DOCUMENT_STATUS.ACCEPTED),
    refused: of(DOCUMENT_STATUS.REFUSED),
  };
}

type DocumentRow = typeof playerDocuments.$inferSelect;

const toPlayerDocument = (row: DocumentRow): PlayerDocument => ({
  Id: row.id,
  Side: row.side as DocumentSide,
  FileName: row.originalName,
  MimeType: row.mimeType as DocumentMimeType,
  SizeBytes: row.sizeBytes,
  Status: row.status,
  UploadedAt: row.uploadedAt.toISOString(),
});

/** The name to show in the list: the last path segment, without control characters, at most 120 characters. */
export function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename((name ?? '').replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return base.trim().slice(0, 120) || 'documento';
}

const EXTENSION: Record<DocumentMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** Who may send documents: a logged-in account, or one blocked by the 30-day rule (to be reactivated). */
const mayUpload = (player: { statoConto: number; blockedReason: string | null }) =>
  player.statoConto !== ACCOUNT_STATE.BLOCKED || blockedForDocuments(player);

export type UploadInput = { side: DocumentSide; fileName: string | undefined; file: Readable };

export function createDocumentsService(deps: { db: Database; storage: DocumentStorage }) {
  const { db, storage } = deps;

  async function documentCount(tx: Executor, playerId: number): Promise<number> {
    const [row] = await tx
      .select({ count: count() })
      .from(playerDocuments)
      .where(eq(playerDocuments.playerId, playerId));
    return row?.count ?? 0;
  }

  return {
    /**
     * Stores one file: JPEG, PNG or PDF proved by its first bytes, at most 5 MB (the multipart limit
     * truncates a larger one), under a random name; the record starts as received (3). A provisional
     * account stays provisional until an operator accepts the documents.
     */
    async upload(
      playerId: number,
      input: UploadInput & { truncated: () => boolean },
    ): Promise<Result<PlayerDocument>> {
      if ((await documentCount(db, playerId)) >= DOCUMENT_MAX_PER_PLAYER) {
        await drain(input.file);
        return refuse(UPLOAD_DOCUMENT_CODE.tooMany, MSG.tooMany);
      }
      const saved = await storage.save(input.file);
      const discard = async (code: number, message: string) => {
        await storage.remove(saved.storageKey);
        return refuse(code, message);
      };
      if (input.truncated()) return discard(UPLOAD_DOCUMENT_CODE.tooLarge, MSG.tooLarge);
      if (saved.sizeBytes === 0) return discard(UPLOAD_DOCUMENT_CODE.invalidRequest, MSG.invalidRequest);
      const mimeType = detectDocumentType(saved.head);
      if (!mimeType) return discard(UPLOAD_DOCUMENT_CODE.invalidType, MSG.invalidType);

      const outcome = await inTransaction(db, async (tx) => {
        // The player's row is the lock the documents job takes too: an upload and a block never cross.
        const player = await lockPlayer(tx, playerId);
        if (!player || !mayUpload(player)) return 'refused' as const;
        if ((await documentCount(tx, playerId)) >= DOCUMENT_MAX_PER_PLAYER) return 'too-many' as const;
        const [row] = await tx
          .insert(playerDocuments)
          .values({
            playerId,
            side: input.side,
            originalName: cleanFileName(input.fileName),
            mimeType,
            sizeBytes: saved.sizeBytes,
            storageKey: saved.storageKey,
            sha256: saved.sha256,
            status: DOCUMENT_STATUS.RECEIVED,
          })
          .returning();
        await recordSecurityEvent(tx, 'document-uploaded', playerId, {
          side: input.side,
          type: mimeType,
          sizeBytes: saved.sizeBytes,
        });
        return row!;
      });
      if (outcome === 'refused') return discard(UPLOAD_DOCUMENT_CODE.refused, MSG.refused);
      if (outcome === 'too-many') return discard(UPLOAD_DOCUMENT_CODE.tooMany, MSG.tooMany);
      return ok(toPlayerDocument(outcome), MSG.uploaded);
    },

    /** The player's documents, newest first. */
    async list(playerId: number): Promise<PlayerDocument[]> {
      const rows = await db
        .select()
        .from(playerDocuments)
        .where(eq(playerDocuments.playerId, playerId))
        .orderBy(desc(playerDocuments.uploadedAt), desc(playerDocuments.id));
      return rows.map(toPlayerDocument);
    },

    /**
     * One document of the player's, with what is needed to send it back; null for an id that is
     * malformed, unknown or someone else's (the caller cannot tell which).
     */
    async find(playerId: number, id: string) {
      if (!/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return null;
      const [row] = await db
        .select()
        .from(playerDocuments)
        .where(and(eq(playerDocuments.id, Number(id)), eq(playerDocuments.playerId, playerId)));
      if (!row) return null;
      return {
        document: toPlayerDocument(row),
        downloadName: `documento-${row.id}.${EXTENSION[row.mimeType as DocumentMimeType] ?? 'bin'}`,
        open: () => storage.open(row.storageKey),
      };
    },
  };
}

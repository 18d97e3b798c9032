import { z } from 'zod';
import { DOCUMENT_MIME_TYPES, DOCUMENT_SIDES } from './document-rules.ts';
import { responseEnvelope } from './envelope.ts';

export * from './document-rules.ts';

/**
 * Ours (login required): POST api/Account/UploadDocument (multipart: the field `side`, then the
 * field `file`), GET api/Account/GetDocuments, GET api/Account/GetDocument/:id (the file itself,
 * to its owner only).
 */

/** The multipart field `side` (also accepted as the query `?side=`). */
export const documentSide = z.enum(DOCUMENT_SIDES, { error: 'Lato del documento non valido' });

/** One uploaded document as the player sees it (never where it is stored). */
export const playerDocument = z.object({
  Id: z.number().int(),
  Side: documentSide,
  /** The name the player's file had, for the list. */
  FileName: z.string(),
  /** The type its bytes proved. */
  MimeType: z.enum(DOCUMENT_MIME_TYPES),
  SizeBytes: z.number().int(),
  /** 3 received, 0 accepted, 2 refused (DOCUMENT_STATUS). */
  Status: z.number().int(),
  /** ISO date-time. */
  UploadedAt: z.string(),
});
export type PlayerDocument = z.infer<typeof playerDocument>;

export const uploadDocumentQuery = z.object({ side: documentSide.optional() });

/** ResponseData: the stored document, or null with a non-zero UPLOAD_DOCUMENT_CODE. */
export const uploadDocumentResponse = responseEnvelope(playerDocument.nullable());
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponse>;

/** The player's documents, newest first. */
export const getDocumentsResponse = responseEnvelope(z.array(playerDocument));
export type GetDocumentsResponse = z.infer<typeof getDocumentsResponse>;

/** Anything that does not name one of the caller's documents answers 404, a malformed id too. */
export const documentIdParams = z.object({ id: z.string().max(20) });

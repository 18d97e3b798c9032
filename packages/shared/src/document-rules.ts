/**
 * Identity documents (ours: access.md names the document upload and the 30-day deadline, not the
 * calls): what may be uploaded, how a file's real type is told from its first bytes, the result codes
 * and the server's Italian texts. No schema library here: cheap to import anywhere (the web checks a
 * file before sending it with the same rules the server applies).
 */

/** Which page of the document a file shows. */
export const DOCUMENT_SIDES = ['front', 'back', 'other'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** At most this many bytes per file. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** At most this many files per player (the rest would be abuse of the storage). */
export const DOCUMENT_MAX_PER_PLAYER = 20;

/** The accepted types, as told by the file's first bytes (never by its name or declared type alone). */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** What the file picker offers (the server still checks the bytes). */
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

const SIGNATURES: ReadonlyArray<{ type: DocumentMimeType; bytes: readonly number[] }> = [
  // JPEG: SOI marker and the first marker's FF.
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // PNG: the eight-byte signature.
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // PDF: "%PDF-".
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** How many leading bytes detectDocumentType needs. */
export const DOCUMENT_SIGNATURE_BYTES = 8;

/** The document type the file's first bytes prove, or null when they are none of JPEG, PNG, PDF. */
export function detectDocumentType(head: Uint8Array): DocumentMimeType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte)) return type;
  }
  return null;
}

/**
 * Document status (access.md §4 'Document state 0 shows success colour, 3 warning, others danger'):
 * 3 received and waiting for an operator, 0 accepted, 2 refused.
 */
export const DOCUMENT_STATUS = { ACCEPTED: 0, REFUSED: 2, RECEIVED: 3 } as const;

/** Days a new account has to send its documents before it is blocked (access.md §9). */
export const DOCUMENTS_DEADLINE_DAYS = 30;

/** Why the documents job blocked an account (players.blockedReason). */
export const BLOCKED_REASON_DOCUMENTS = 'documents-missing';

/** UploadDocument's ResponseCode values. */
export const UPLOAD_DOCUMENT_CODE = {
  ok: 0,
  /** The bytes are not a JPEG, PNG or PDF, whatever the name says. */
  invalidType: -1,
  /** Over DOCUMENT_MAX_BYTES. */
  tooLarge: -2,
  /** No file, an empty file, or a side other than front, back, other. */
  invalidRequest: -3,
  /** The player already has DOCUMENT_MAX_PER_PLAYER documents. */
  tooMany: -4,
  /** The account cannot send documents now (blocked meanwhile). */
  refused: -5,
} as const;

/** Italian texts the documents calls send, kept here so that the web and the tests read the same words. */
export const DOCUMENT_SERVER_MESSAGES = {
  uploaded: 'Documento ricevuto: lo verificheremo al più presto.',
  invalidType: 'Formato non valido: sono accettati solo file JPEG, PNG o PDF.',
  tooLarge: 'Il file è troppo grande: la dimensione massima è 5 MB.',
  invalidRequest: 'Scegli un file da inviare.',
  tooMany: "Hai già inviato il numero massimo di documenti. Contatta l'assistenza clienti.",
  refused: "Non è possibile inviare documenti per questo conto. Contatta l'assistenza clienti.",
} as const;

const days = (count: number) => (count === 1 ? '1 giorno' : `${count} giorni`);

/**
 * What the account-status items say about documents (ours; docs/decisions.md, documents): the
 * provisional item with its deadline, once documents are sent or refused, and the block of the
 * 30-day rule.
 */
export const DOCUMENT_STATUS_TEXTS = {
  provisionalDeadline: (date: string, daysLeft: number) =>
    'Il conto è provvisorio: invia i tuoi documenti per convalidarlo. ' +
    (daysLeft > 0
      ? `Hai tempo fino al ${date} (ancora ${days(daysLeft)}), poi il conto sarà bloccato.`
      : `Il termine è scaduto il ${date}: il conto sta per essere bloccato.`),
  provisionalPending: 'Abbiamo ricevuto i tuoi documenti: il conto sarà convalidato dopo la verifica.',
  provisionalRefused:
    'I documenti inviati non sono stati accettati: inviane di nuovi per convalidare il conto.',
  blockedDocumentsMissing:
    `Il conto è bloccato perché i documenti non sono stati inviati entro ${DOCUMENTS_DEADLINE_DAYS} ` +
    "giorni dall'apertura. Invia i documenti per chiederne la riattivazione.",
} as const;

import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SIGNATURE_BYTES,
  detectDocumentType,
} from '@conto-gioco/shared/document-rules';
import { itDocuments } from '@/messages/it-documents';

/** The first bytes of a file (Blob.arrayBuffer where there is one, FileReader otherwise). */
async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, DOCUMENT_SIGNATURE_BYTES);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * The same checks the server makes, before sending: at most 5 MB, and a JPEG, PNG or PDF by its
 * first bytes (not by its name). Null when the file may be sent.
 */
export async function fileProblem(file: File): Promise<string | null> {
  if (file.size > DOCUMENT_MAX_BYTES) return itDocuments.upload.tooLarge;
  if (file.size === 0 || !detectDocumentType(await headOf(file))) return itDocuments.upload.invalidType;
  return null;
}

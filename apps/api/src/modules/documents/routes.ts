import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SERVER_MESSAGES as MSG,
  UPLOAD_DOCUMENT_CODE,
} from '@conto-gioco/shared/document-rules';
import {
  documentIdParams,
  documentSide,
  getDocumentsResponse,
  uploadDocumentQuery,
  uploadDocumentResponse,
} from '@conto-gioco/shared/documents';
import { errorResponse, okEnvelope, refusedEnvelope, toEnvelope } from '@conto-gioco/shared/envelope';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { sendError } from '../../lib/http.ts';
import { createDocumentsService } from './service.ts';
import { DocumentStorage } from './storage.ts';

const tags = ['documents'];
/** Room for the multipart envelope around the file (boundaries, headers, the side field). */
const MULTIPART_OVERHEAD = 16 * 1024;
const security = [{ bearer: [] }];

/**
 * The multipart parser's errors about the body itself (no boundary, cut short, a bad part header):
 * the client's fault, though they carry no status and would be answered 500.
 */
const malformedMultipart = (error: unknown) =>
  error instanceof Error &&
  !('statusCode' in error) &&
  /multipart|part header|boundary|terminated early/i.test(error.message);

/** RFC 6266 / 5987: an ASCII fallback and the player's own file name, percent-encoded. */
const contentDisposition = (fallback: string, name: string) =>
  `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )}`;

/**
 * Identity documents (ours; login required): upload, the player's list, and the file itself to its
 * owner only. Files live in `dir` (DOCUMENTS_DIR), outside the web root; without one (tests) in a
 * temporary folder removed when the app closes.
 */
export const documentsRoutes = (options: { dir: string | null }): FastifyPluginAsyncZod =>
  async function (app) {
    const storage = await DocumentStorage.open(options.dir);
    app.addHook('onClose', () => storage.close());
    const documents = createDocumentsService({ db: app.db, storage });

    // Only this plugin parses multipart bodies: one file, a few small fields.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: DOCUMENT_MAX_BYTES,
        files: 1,
        fields: 4,
        fieldSize: 200,
        parts: 5,
        headerPairs: 50,
      },
    });

    app.post('/api/Account/UploadDocument', {
      schema: {
        tags,
        security,
        summary: 'Multipart: the field side (front, back, other), then the field file (JPEG, PNG, PDF, 5 MB)',
        querystring: uploadDocumentQuery,
        response: {
          200: uploadDocumentResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      handler: async (request, reply) => {
        const invalid = refusedEnvelope(UPLOAD_DOCUMENT_CODE.invalidRequest, MSG.invalidRequest);
        if (!request.isMultipart()) return invalid;
        // A body announced far over the limit is refused before a byte of it is read.
        if (Number(request.headers['content-length'] ?? 0) > DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD) {
          reply.header('Connection', 'close');
          return refusedEnvelope(UPLOAD_DOCUMENT_CODE.tooLarge, MSG.tooLarge);
        }
        let part: Awaited<ReturnType<typeof request.file>>;
        try {
          part = await request.file();
        } catch (error) {
          if (malformedMultipart(error)) return invalid;
          throw error;
        }
        if (!part) return invalid;
        const field = part.fields.side;
        const sideValue =
          field && !Array.isArray(field) && field.type === 'field' ? field.value : request.query.side;
        const side = documentSide.safeParse(sideValue ?? 'other');
        if (!side.success) {
          part.file.resume();
          return invalid;
        }
        try {
          return toEnvelope(
            await documents.upload(request.player.playerId, {
              side: side.data,
              fileName: part.filename,
              file: part.file,
              truncated: () => part.file.truncated,
            }),
          );
        } catch (error) {
          // The file's part ended before its closing boundary (storage removed what it had written).
          if (malformedMultipart(error)) return invalid;
          throw error;
        }
      },
    });

    app.get('/api/Account/GetDocuments', {
      schema: { tags, security, response: { 200: getDocumentsResponse, 401: errorResponse } },
      handler: async (request) => okEnvelope(await documents.list(request.player.playerId)),
    });

    app.get('/api/Account/GetDocument/:id', {
      schema: {
        tags,
        security,
        summary: 'The file itself, to its owner only (404 to anyone else, as for an unknown id)',
        params: documentIdParams,
        response: {
          200: z.unknown().describe('the file (JPEG, PNG or PDF)'),
          401: errorResponse,
          404: errorResponse,
        },
      },
      handler: async (request, reply) => {
        const found = await documents.find(request.player.playerId, request.params.id);
        if (!found) return sendError(reply, 404, SERVER_MESSAGES.notFound);
        const stream = found.open();
        try {
          await new Promise<void>((resolve, reject) => {
            stream.once('open', () => resolve());
            stream.once('error', reject);
          });
        } catch (err) {
          request.log.warn({ err, documentId: found.document.Id }, 'document file missing');
          return sendError(reply, 404, SERVER_MESSAGES.notFound);
        }
        return reply
          .header('Content-Type', found.document.MimeType)
          .header('Content-Length', String(found.document.SizeBytes))
          .header('Content-Disposition', contentDisposition(found.downloadName, found.document.FileName))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'no-store, private')
          .header('Pragma', 'no-cache')
          .send(stream);
      },
    });
  };

import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { UPLOAD_MAX_BYTES } from '@casino/contracts/files/endpoints';
import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from '../../api/handlers';
import { EnvelopeError, invalidField } from '../../errors';
import { sendEnvelopeError } from '../../plugins/envelope';
import { memberForToken } from '../auth/session-tokens';
import { storeFile } from './file-store';
import { findFile } from './files-repository';
import { detectImageType, imageDimensions } from './image-content';
import { createImageResizer } from './image-resizer';

/** Files never change once stored: operator files may be cached by anyone for a year. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** A member's documents stay in the member's own browser cache only. */
const PRIVATE_CACHE = 'private, max-age=3600';

/**
 * One scaled-image cache for the process: variants are keyed by the file's content hash, so every
 * world shares the covers and banners another world already scaled.
 */
const variantOf = createImageResizer();

const refuse = (code: number, message: string, status = 200) => new EnvelopeError(code, message, status);

/** Handlers of the files calls: proof-document uploads and serving (and scaling) stored files. */
export function createFileHandlers(app: FastifyInstance) {
  return {
    fileUpload: async ({ request, requireMember }) => {
      const member = requireMember();
      const part = await request.file().catch((cause: unknown) => {
        // Busboy throws a bare Error (no Fastify code) when the multipart framing is unusable,
        // e.g. `multipart/form-data` without a boundary: that is the caller's fault, not a 500.
        if (cause instanceof Error && !('code' in cause)) {
          throw refuse(ApiErrorCode.MALFORMED_BODY, `Malformed multipart body: ${cause.message}`, 400);
        }
        throw cause;
      });
      if (!part || part.fieldname !== 'file') {
        throw invalidField('file', 'file: choose a JPEG, PNG or BMP picture to upload', 'missing');
      }
      // Above the multipart limit (5 MB) this throws FST_REQ_FILE_TOO_LARGE: a 413 envelope.
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw invalidField('file', 'file: the file is empty', 'missing');
      if (bytes.length > UPLOAD_MAX_BYTES) {
        throw refuse(ApiErrorCode.PAYLOAD_TOO_LARGE, 'File is too large (5 MB at most)', 413);
      }
      const mimeType = detectImageType(bytes);
      if (!mimeType) {
        throw refuse(
          ApiErrorCode.UNSUPPORTED_CONTENT_TYPE,
          'Only JPEG, PNG or BMP pictures can be uploaded; this file is none of them, whatever its name says',
          415,
        );
      }
      const { width, height } = await imageDimensions(mimeType, bytes);
      const id = storeFile(app.db, {
        memberId: member.id,
        mimeType,
        bytes,
        fileName: part.filename.slice(0, 200),
        width,
        height,
        now: app.clock.now(),
      });
      return { id };
    },

    fileGet: async ({ input, member: headerMember, request, reply }) => {
      // An <img> cannot send the Authorization header: a member's own documents come with the
      // session token in the query (ours, see the contract).
      const member = headerMember ?? memberForToken(app.db, input.token ?? null, app.clock.now());
      const file = findFile(app.db, input.id);
      // A member's document is its owner's alone; to anyone else it does not exist.
      if (!file || (file.memberId !== null && file.memberId !== member?.id)) {
        sendEnvelopeError(reply, ApiErrorCode.NOT_FOUND, 'File was not found', 404);
        return undefined;
      }
      const resized = input.width !== undefined || input.height !== undefined;
      // Drawn art is rasterized to WebP for callers that take it; the answer varies with Accept.
      const webp =
        resized && file.mimeType === 'image/svg+xml' && /image\/webp/.test(request.headers.accept ?? '');
      const etag = `"${file.sha256.slice(0, 32)}-${input.width ?? ''}x${input.height ?? ''}${webp ? '-webp' : ''}"`;
      void reply
        .header('cache-control', file.memberId === null ? PUBLIC_CACHE : PRIVATE_CACHE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      const vary = [
        file.memberId !== null ? 'Authorization' : '',
        file.mimeType === 'image/svg+xml' ? 'Accept' : '',
      ]
        .filter(Boolean)
        .join(', ');
      if (vary) void reply.header('vary', vary);
      if (request.headers['if-none-match'] === etag) {
        reply.code(304).send();
        return undefined;
      }
      const variant = await variantOf(file, { width: input.width, height: input.height, webp });
      reply.type(variant.mimeType).send(variant.bytes);
      return undefined;
    },
  } satisfies Partial<ApiHandlers>;
}

import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { firstScreenWire } from '../core/first-screen-wire';
import { fileIdSchema, noDataSchema } from '../core/primitives';

const tags = ['files'] as const;

/**
 * Images a member may upload (proof documents), as spec 02 says: JPEG, PNG or BMP, 5 MB each, up
 * to 6 files a document. The simulator decides the type by the file's content, not its name or
 * declared type. The one home of these limits: the upload screen, the multipart parser and the
 * upload route read them here.
 */
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;
export const UPLOAD_MAX_MEGABYTES = 5;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MEGABYTES * 1024 * 1024;
export const UPLOAD_MAX_FILES = 6;

const imageSideSchema = z.number().int().min(1).max(4096);

/** Upload and serve files (covers, banners, proof documents). */
export const filesEndpoints = {
  fileUpload: defineEndpoint({
    path: '/sys/file/upload',
    method: 'POST',
    encoding: 'multipart',
    auth: 'member',
    indicator: true,
    request: z.strictObject({
      file: z
        .file()
        .min(1)
        .max(UPLOAD_MAX_BYTES)
        .mime([...UPLOAD_MIME_TYPES]),
    }),
    response: z.object({ id: fileIdSchema }),
    summary: 'Upload one file; answers its id',
    tags,
  }),
  fileGet: defineEndpoint({
    ...firstScreenWire.fileGet,
    auth: 'public',
    indicator: true,
    // Query values arrive as strings: the server turns digit strings into numbers first.
    request: z.strictObject({
      id: fileIdSchema,
      width: imageSideSchema.optional(),
      height: imageSideSchema.optional(),
      /**
       * Ours: an `<img>` cannot send the Authorization header, so a member's own documents are
       * shown with the session token in the query. Operator files (covers, banners) need none.
       */
      token: z.string().min(1).max(200).optional(),
    }),
    response: noDataSchema,
    answer: 'binary',
    summary: 'The file itself (an image, scaled to width and height when given)',
    tags,
  }),
} as const;

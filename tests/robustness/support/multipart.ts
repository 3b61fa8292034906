/** Hand-built multipart bodies, so that broken ones can be sent as well as good ones. */

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface MultipartPart {
  field: string;
  fileName?: string;
  contentType?: string;
  content: Buffer | string;
}

export const BOUNDARY = 'robustness-boundary-7MA4YWxkTrZu0gW';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export function multipartBody(parts: MultipartPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const head = [`--${BOUNDARY}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A file part named `file`, as the upload screen sends it. */
export const filePart = (fileName: string, contentType: string, content: Buffer | string): MultipartPart => ({
  field: 'file',
  fileName,
  contentType,
  content,
});

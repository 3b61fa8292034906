import { describe, expect, it } from 'vitest';
import { checkUploadCount, checkUploadFile } from './upload-rules';

describe('upload rules', () => {
  it('checks upload type, size and count on the client', () => {
    expect(checkUploadFile(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('upload.wrongType');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    expect(checkUploadFile(big)).toBe('upload.tooLarge');
    expect(checkUploadFile(new File(['x'], 'a.bmp', { type: 'image/bmp' }))).toBeNull();
    expect(checkUploadCount(5, 2)).toBe('upload.tooMany');
    expect(checkUploadCount(4, 2)).toBeNull();
  });
});

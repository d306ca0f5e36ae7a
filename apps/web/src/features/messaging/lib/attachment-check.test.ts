import { ATTACHMENT_MAX_BYTES, MESSAGING_MESSAGES } from '@hirehand/shared/messaging/messaging';
import { describe, expect, it } from 'vitest';
import { attachmentProblem, formatFileSize } from './attachment-check';

describe('attachmentProblem', () => {
  it('lets the five allowed types through up to 10 MB', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.doc', 'f.docx']) {
      expect(attachmentProblem({ name, size: 1000 }, 'file')).toBeNull();
    }
    expect(attachmentProblem({ name: 'big.pdf', size: ATTACHMENT_MAX_BYTES }, 'file')).toBeNull();
  });

  it('refuses a larger file, another type, an empty file, and a non-image from the Image item', () => {
    expect(attachmentProblem({ name: 'big.pdf', size: ATTACHMENT_MAX_BYTES + 1 }, 'file')).toBe(
      MESSAGING_MESSAGES.fileTooLarge,
    );
    expect(attachmentProblem({ name: 'setup.exe', size: 10 }, 'file')).toBe(
      MESSAGING_MESSAGES.fileTypeNotAllowed,
    );
    expect(attachmentProblem({ name: 'noextension', size: 10 }, 'file')).toBe(
      MESSAGING_MESSAGES.fileTypeNotAllowed,
    );
    expect(attachmentProblem({ name: 'empty.pdf', size: 0 }, 'file')).toBe(MESSAGING_MESSAGES.fileMissing);
    expect(attachmentProblem({ name: 'cv.pdf', size: 10 }, 'image')).toBe(
      MESSAGING_MESSAGES.fileTypeNotAllowed,
    );
    expect(attachmentProblem({ name: 'photo.png', size: 10 }, 'image')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('uses bytes, KB and MB', () => {
    expect(formatFileSize(120)).toBe('120 bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});

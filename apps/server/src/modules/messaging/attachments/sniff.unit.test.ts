import { describe, expect, it } from 'vitest';
import { docFile, docxFile, exeFile, jpegFile, pdfFile, pngFile, zipFile } from '../../../../test/files';
import { cleanFileName, contentDisposition } from './file-name';
import { attachmentTypeOf, sniffContentType, zipHasEntryUnder } from './sniff';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('sniffContentType', () => {
  it('recognises each allowed format by its bytes', () => {
    expect(sniffContentType(pdfFile())).toBe('application/pdf');
    expect(sniffContentType(pngFile())).toBe('image/png');
    expect(sniffContentType(jpegFile())).toBe('image/jpeg');
    expect(sniffContentType(docFile())).toBe('application/msword');
    expect(sniffContentType(docxFile())).toBe(DOCX);
  });

  it('answers null for anything else', () => {
    expect(sniffContentType(exeFile())).toBeNull();
    expect(sniffContentType(Buffer.from('just some text, not a PDF'))).toBeNull();
    expect(sniffContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffContentType(Buffer.alloc(0))).toBeNull();
    expect(sniffContentType(Buffer.from([0x89, 0x50]))).toBeNull(); // a cut PNG signature
    // A ZIP that is not a Word document (no word/ part), e.g. a spreadsheet or an archive.
    expect(sniffContentType(zipFile({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    expect(sniffContentType(zipFile({ 'readme.txt': 'word/ in the text is not an entry' }))).toBeNull();
  });

  it('reads ZIP entry names from the central directory and survives a truncated archive', () => {
    const docx = docxFile();
    expect(zipHasEntryUnder(docx, 'word/')).toBe(true);
    expect(zipHasEntryUnder(docx, 'xl/')).toBe(false);
    expect(zipHasEntryUnder(docx.subarray(0, docx.length - 30), 'word/')).toBe(false);
    expect(zipHasEntryUnder(Buffer.from('PK\x03\x04'), 'word/')).toBe(false);
  });
});

describe('attachmentTypeOf', () => {
  it('accepts a format under one of its own extensions, in any case', () => {
    expect(attachmentTypeOf(pdfFile(), 'quote.pdf')).toBe('application/pdf');
    expect(attachmentTypeOf(jpegFile(), 'site.JPG')).toBe('image/jpeg');
    expect(attachmentTypeOf(jpegFile(), 'site.jpeg')).toBe('image/jpeg');
    expect(attachmentTypeOf(pngFile(), 'plan.png')).toBe('image/png');
    expect(attachmentTypeOf(docFile(), 'old.doc')).toBe('application/msword');
    expect(attachmentTypeOf(docxFile(), 'new.docx')).toBe(DOCX);
  });

  it('refuses a mismatch between bytes and extension, a missing extension, and unknown bytes', () => {
    expect(attachmentTypeOf(pngFile(), 'plan.pdf')).toBeNull();
    expect(attachmentTypeOf(Buffer.from('plain text'), 'notes.pdf')).toBeNull();
    expect(attachmentTypeOf(docFile(), 'sheet.xls')).toBeNull();
    expect(attachmentTypeOf(docxFile(), 'new.zip')).toBeNull();
    expect(attachmentTypeOf(pdfFile(), 'quote')).toBeNull();
    expect(attachmentTypeOf(exeFile(), 'setup.exe')).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(cleanFileName('Quote 2024 (final).pdf')).toBe('Quote 2024 (final).pdf');
    expect(cleanFileName('Café résumé.docx')).toBe('Café résumé.docx');
  });

  it('keeps only the last path segment', () => {
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\me\\Desktop\\plan.png')).toBe('plan.png');
  });

  it('strips control characters, direction overrides and leading dots', () => {
    expect(cleanFileName('in\u0000voice\r\n.pdf')).toBe('invoice.pdf');
    expect(cleanFileName('photo\u202egpj.exe')).toBe('photogpj.exe');
    expect(cleanFileName('..hidden.pdf')).toBe('hidden.pdf');
    expect(cleanFileName('   .pdf')).toBe('pdf');
    expect(cleanFileName('\u0001\u0002.png')).toBe('png');
    expect(cleanFileName('')).toBe('attachment');
  });

  it('cuts long names to 200 characters, keeping the extension and whole characters', () => {
    const long = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('aaa.pdf')).toBe(true);
    const emoji = cleanFileName(`${'😀'.repeat(250)}.png`);
    expect(Array.from(emoji)).toHaveLength(200);
    expect(emoji.endsWith('😀.png')).toBe(true);
    expect(emoji).not.toMatch(/\p{Cs}/u); // no lone surrogate
    expect(cleanFileName(`a.${'b'.repeat(300)}`)).toHaveLength(200);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Café "quote"; 100%.pdf')).toBe(
      `attachment; filename="Caf_ _quote__ 100_.pdf"; filename*=UTF-8''Caf%C3%A9%20%22quote%22%3B%20100%25.pdf`,
    );
    expect(contentDisposition('inline', "plan (v2) it's.png")).toBe(
      `inline; filename="plan (v2) it's.png"; filename*=UTF-8''plan%20%28v2%29%20it%27s.png`,
    );
  });
});

import { fileTypeFromBuffer } from 'file-type';
import type { DocumentContentType } from '@updately/shared/documents';
import { DOCUMENT_MESSAGES } from '@updately/shared/documents-api';
import { AppError } from '../../lib/errors';
import { cleanJpeg, cleanPng } from './image-clean';
import { pdfRefusal, type PdfRefusal } from './pdf-safety';

export type AcceptedFile = { contentType: DocumentContentType; bytes: Uint8Array };

const PDF_MESSAGES: Record<PdfRefusal, string> = {
  encrypted: DOCUMENT_MESSAGES.encrypted,
  javascript: DOCUMENT_MESSAGES.javascript,
  launch: DOCUMENT_MESSAGES.launch,
  attachment: DOCUMENT_MESSAGES.attachment,
  unreadable: DOCUMENT_MESSAGES.badPdf,
};

/**
 * What an uploaded file really is, judged by its bytes (the name and the claimed type are
 * ignored), and the bytes to keep: images re-encoded without their metadata, PDFs as they came
 * once nothing active or hidden is found in them. Refusals are VALIDATION_FAILED with a message
 * the person can act on.
 */
export async function acceptDocumentFile(bytes: Uint8Array): Promise<AcceptedFile> {
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.mime) {
    case 'application/pdf': {
      const refusal = await pdfRefusal(bytes);
      if (refusal) throw new AppError('VALIDATION_FAILED', PDF_MESSAGES[refusal]);
      return { contentType: 'application/pdf', bytes };
    }
    case 'image/jpeg':
      return { contentType: 'image/jpeg', bytes: await reencode(cleanJpeg, bytes) };
    case 'image/png':
      return { contentType: 'image/png', bytes: await reencode(cleanPng, bytes) };
    default:
      throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.wrongType);
  }
}

async function reencode(
  clean: (bytes: Uint8Array) => Promise<Uint8Array>,
  bytes: Uint8Array,
): Promise<Uint8Array> {
  try {
    return await clean(bytes);
  } catch {
    throw new AppError('VALIDATION_FAILED', DOCUMENT_MESSAGES.badImage);
  }
}

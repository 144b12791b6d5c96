// Parses a multipart/form-data request body (already buffered by Cloud Functions) into text fields and
// files, with limits on sizes and counts; anything malformed is a 4xx with a clear message.
import type { Request } from 'firebase-functions/v2/https';
import busboy from 'busboy';
import { Messages, formatBytes } from '@confsys/domain';
import { badRequest, tooLarge, unsupported } from './errors';

export interface UploadedFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

export interface MultipartLimits {
  /** Largest accepted file, per file field. */
  maxFileBytes: number;
  maxFields?: number;
  maxFieldBytes?: number;
  maxFiles?: number;
}

export function parseMultipart(req: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const type = String(req.headers['content-type'] ?? '');
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw unsupported('Send the form as multipart/form-data.');
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    let failure: Error | null = null;
    const fail = (error: Error) => {
      failure ??= error;
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          fields: limits.maxFields ?? 30,
          fieldSize: limits.maxFieldBytes ?? 64 * 1024,
          files: limits.maxFiles ?? 1,
          parts: (limits.maxFields ?? 30) + (limits.maxFiles ?? 1),
        },
      });
    } catch {
      reject(badRequest('The multipart form is malformed (missing boundary).'));
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(badRequest(`The field ${name} is too long.`));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge(Messages.fileTooLarge(formatBytes(limits.maxFileBytes)))));
      stream.on('close', () => {
        files[name] = { field: name, fileName: info.filename ?? '', bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('fieldsLimit', () => fail(badRequest('The form has too many fields.')));
    parser.on('filesLimit', () => fail(badRequest('The form has too many files.')));
    parser.on('partsLimit', () => fail(badRequest('The form has too many parts.')));
    parser.on('error', () => reject(failure ?? badRequest('The multipart form is malformed.')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    parser.end(req.rawBody ?? Buffer.alloc(0));
  });
}

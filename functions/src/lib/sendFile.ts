// Sends a stored file (read whole into memory: files are at most 10 MB) as the answer, under a file
// name the server chooses (never the uploader's).
import type { Response } from 'express';
import type { StoredFile } from './fileStore';

export function sendFile(res: Response, file: StoredFile, fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): void {
  res.status(200);
  res.set('Content-Type', file.contentType);
  res.set('Content-Length', String(file.bytes.length));
  res.set('Content-Disposition', `${disposition}; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  res.set('Cache-Control', 'private, no-store');
  res.end(file.bytes);
}

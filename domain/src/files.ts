// Uploaded files: which kinds exist, what each accepts, size caps, content sniffing by magic bytes (not
// names), and the API paths that serve them. Shared by the forms (early checks) and the server.

/** The kinds of file /api/files/{kind}/{id}.{ext} serves (registration receipts have their own route). */
export const FileKinds = ['manuscript', 'receipt', 'comments', 'profile'] as const;
export type FileKind = (typeof FileKinds)[number];

export function isFileKind(value: string): value is FileKind {
  return (FileKinds as readonly string[]).includes(value);
}

export type FileType = 'pdf' | 'png' | 'jpg' | 'gif' | 'webp' | 'doc' | 'docx';

export const contentTypes: Record<FileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const MB = 1024 * 1024;

/** What each upload accepts and how large it may be. */
export const uploadRules = {
  manuscript: { types: ['pdf'] as FileType[], maxBytes: 10 * MB, accept: 'application/pdf,.pdf', minPages: 1, maxPages: 100 },
  receipt: { types: ['pdf', 'png', 'jpg', 'gif', 'webp'] as FileType[], maxBytes: 5 * MB, accept: 'image/*,application/pdf,.pdf' },
  profile: { types: ['pdf', 'doc', 'docx'] as FileType[], maxBytes: 5 * MB, accept: '.pdf,.doc,.docx' },
} as const;
export type UploadKind = keyof typeof uploadRules;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The file's real type from its first bytes, or null when it is none of the accepted types. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif'; // GIF8
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE2 compound file
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'docx'; // a ZIP container; the server checks its parts
  return null;
}

/** The extension of a file name, lower case, without the dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The API path that serves a stored file, e.g. /api/files/manuscript/ICCS25-0001.pdf */
export function fileUrl(kind: FileKind, id: string, type: FileType): string {
  return `/api/files/${kind}/${encodeURIComponent(id)}.${type}`;
}

export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** What a manuscript file must be, for the form's hint and the call for papers. */
export const manuscriptFileRule = `one PDF of at most ${formatBytes(uploadRules.manuscript.maxBytes)}`;

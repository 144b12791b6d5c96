// The endpoint table's files endpoints: the protected file downloads.
import { pdf, everyRole, fileEndpoint, type Endpoint } from './endpoint';
import { ApiRoutePatterns } from '../apiPaths';

export const filesEndpoints = {
  file: fileEndpoint([...pdf, 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'], {
    path: ApiRoutePatterns.file,
    access: everyRole,
    tag: 'Files',
    summary: 'A stored file the caller may read: manuscript (reviewers get the anonymised copy), receipt, review or profile',
    description:
      "A manuscript to its author and the admins, and as the pages-only copy to its assigned reviewers with a verified email; a receipt to its author and the admins; the reviews PDF to the admins (made from the submitted reviews as they are now) and to the author once sent and the paper decided; a reviewer's profile to the admins. Changes nothing.",
    errors: {
      403: 'The caller may not read this file',
      404: 'No such kind of file, paper or reviewer record, or the file does not exist yet (no receipt, no reviews sent)',
    },
  }),
} as const satisfies Record<string, Endpoint>;

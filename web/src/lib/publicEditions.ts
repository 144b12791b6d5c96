// The current edition and the archived ones, fetched once per page load from GET /api/public/editions:
// the footer's past editions, the archive pages and the author's papers of earlier editions read them.
// No Firebase and no zod; the server render (the prerendered HTML) has `loading`.
import { PublicApiPaths, type PublicEditionsAnswer } from '@confsys/domain';
import { publicResource, type ResourceState } from './publicResource';

export type EditionsState = ResourceState<PublicEditionsAnswer>;

export const usePublicEditions: () => EditionsState = publicResource<PublicEditionsAnswer>(PublicApiPaths.publicEditions);

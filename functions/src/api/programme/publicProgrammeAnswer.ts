// GET /api/public/programme: the programme in time order: each session's kind, title, room or online,
// start and end, chair, and its papers with their authors.
import { handles } from '../../lib/http';
import { readProgramme } from '../../lib/programme/programme';

export const publicProgrammeAnswer = handles('publicProgramme', async ({ res }) => {
  res.set('Cache-Control', 'public, max-age=60');
  return (await readProgramme()).programme;
});

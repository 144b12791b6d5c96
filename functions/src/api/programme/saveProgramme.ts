// PUT /api/admin/programme: sets the whole programme: sessions (paper sessions, keynotes, breaks) with
// room or online, start and end, chair, and the accepted papers in order (lib/programme/saveProgramme.ts).
import { handles } from '../../lib/http';
import { setProgramme } from '../../lib/programme/saveProgramme';

export const saveProgramme = handles('saveProgramme', async ({ body, caller }) => setProgramme(body, caller));

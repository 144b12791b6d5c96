// POST /api/me/committee: a committee member changes their own load, before any paper is assigned to them.
import { handles } from '../../lib/http';
import { saveOwnLoad } from '../../lib/committee/membership';

export const saveCommitteeLoad = handles('saveCommitteeLoad', async ({ body, caller }) => saveOwnLoad(caller, body.load));

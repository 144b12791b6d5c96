// GET /api/admin/committee/capacity: whether the accepted committee's loads cover the reviews the open
// papers need, overall and per topic, with each shortfall as a sentence.
import { handles } from '../../lib/http';
import { readCapacity } from '../../lib/committee/capacity';

export const committeeCapacity = handles('committeeCapacity', async () => readCapacity());

// GET /api/admin/proceedings/settings: the page limits and size, the copyright text (and its version), the
// ISBN, the DOI prefix, the publisher, the preface and the volume's order (the defaults, saved: false,
// until the chair saves them), for the Settings screen's Proceedings form and the volume's order.
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';

export type StoredProceedingsSettings = ApiAnswer<'proceedingsSettings'>;

export const proceedingsSettingsOptions = endpointQuery('proceedingsSettings', ['admin', 'proceedingsSettings']);

/** Read afresh each time a form opens on it: the settings are saved whole, so a form starts from what is stored now. */
export function useProceedingsSettings() {
  return useQuery({ ...proceedingsSettingsOptions, ...readOnEachOpen });
}

// POST /api/admin/proceedings/reminders: with preview true, who would be reminded of what each paper
// misses (the papers named, or every incomplete one); with false, queues those reminders through the
// outbox. The Proceedings screen (its "reminded at") is read again after sending.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { readOnEachOpen } from '../../lib/queryClient';
import { proceedingsKey } from '../proceedings/getProceedings';

export type AuthorRemindersAnswer = ApiAnswer<'proceedingsReminders'>;
export type AuthorReminder = AuthorRemindersAnswer['reminders'][number];

/** The papers to remind, or undefined for every incomplete paper. */
export type ReminderPapers = readonly string[] | undefined;

export function remindAuthors(preview: boolean, paperIds: ReminderPapers): Promise<AuthorRemindersAnswer> {
  return callApi('proceedingsReminders', { json: { preview, ...(paperIds ? { paperIds: [...paperIds] } : {}) } });
}

/** Read each time the dialog opens: the reminders sent are exactly the ones previewed. */
export function useAuthorReminderPreview(paperIds: ReminderPapers) {
  return useQuery({ queryKey: ['admin', 'proceedingsReminderPreview', paperIds ?? 'incomplete'], queryFn: () => remindAuthors(true, paperIds), ...readOnEachOpen });
}

/** Sends the reminders previewed, to the papers they name. */
export function useSendAuthorReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paperIds: readonly string[]) => remindAuthors(false, paperIds),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: proceedingsKey }),
  });
}

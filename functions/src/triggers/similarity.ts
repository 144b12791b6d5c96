// The similarity check in the background: each marker of a new manuscript or camera-ready file
// (lib/similarityChanges.ts) has the file signed and checked against every edition's papers
// (lib/similarity/check.ts), so an upload never waits for it. Every 15 minutes (Cloud Scheduler deployed,
// scripts/scheduler.ts under npm start), the optional external check moves each accepted paper one step.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { Collections } from '@confsys/domain';
import { externalCheckScheduleOptions, similarityTriggerOptions } from '../lib/deployment';
import { editionOfEvent, inCurrentEdition } from '../lib/editions/editions';
import { inEdition } from '../lib/editionScope';
import { checkMarkedFile } from '../lib/similarity/check';
import { runExternalChecks } from '../lib/similarity/external';
import { similarityChangesPath } from '../lib/similarityChanges';

/** A trigger on the markers of the edition at the top (the built one) or of any edition under editions/. */
function checking(document: string) {
  return onDocumentWritten({ ...similarityTriggerOptions, document }, async (event) => {
    // A marker removed once its check is done asks for nothing.
    if (!event.data?.after.exists) return;
    const edition = await editionOfEvent(event.params as Record<string, string | undefined>);
    if (!edition) return;
    const paperId = (event.params as Record<string, string>).paperId!;
    await inEdition(edition, () => checkMarkedFile(paperId));
  });
}

export const checkSimilarity = checking(`${similarityChangesPath}/{paperId}`);
export const checkEditionSimilarity = checking(`${Collections.editions}/{edition}/${similarityChangesPath}/{paperId}`);

export const checkExternalSimilarity = onSchedule({ ...externalCheckScheduleOptions }, async () => {
  await inCurrentEdition(() => runExternalChecks());
});

// The volume's layout built in the background: each change marker (lib/volumeChanges.ts) asks for a
// build; one runs at a time across instances and the markers that come meanwhile make it run once more
// (lib/proceedings/layout.ts). Readers keep the layout last built until the new one is complete.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { Collections } from '@confsys/domain';
import { layoutTriggerOptions } from '../lib/deployment';
import { editionOfEvent } from '../lib/editions/editions';
import { inEdition } from '../lib/editionScope';
import { askLayoutBuild, layoutBuildSeconds } from '../lib/proceedings/layout';
import { volumeChangesPath } from '../lib/volumeChanges';

/** A trigger on the markers of the edition at the top (the built one) or of any edition under editions/. */
function building(document: string) {
  return onDocumentWritten({ ...layoutTriggerOptions, document }, async (event) => {
    // A marker removed once a build has seen it asks for nothing.
    if (!event.data?.after.exists) return;
    const edition = await editionOfEvent(event.params as Record<string, string | undefined>);
    if (!edition) return;
    // The function's time, less a minute's margin to let go of the lease.
    await inEdition(edition, () => askLayoutBuild(layoutBuildSeconds * 1000 - 60_000));
  });
}

export const buildVolumeLayout = building(`${volumeChangesPath}/{key}`);
export const buildEditionVolumeLayout = building(`${Collections.editions}/{edition}/${volumeChangesPath}/{key}`);

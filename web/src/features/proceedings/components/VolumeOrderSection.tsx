// The Proceedings screen's Order of the volume: by paper ID, by programme session, or a custom order the
// chair sets by moving papers up and down (the list starts from the volume as it is now). Saved on its
// own (PUT /api/admin/proceedings/order), so the Settings form never overwrites it nor it the settings;
// the server's message is announced below the Save button.
import { useId, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Messages, volumeOrders, type VolumeOrder } from '@confsys/domain';
import { SaveOutcome } from '../../../components/feedback/SaveOutcome';
import { LoadState } from '../../../components/layout/AdminPage';
import { SelectField, choicesOf } from '../../../components/forms/SelectField';
import { ReorderList } from '../../../components/forms/ReorderList';
import { useSubmitOutcome } from '../../../components/forms/useSubmitOutcome';
import { SectionCard } from '../../../components/layout/SectionCard';
import { moved } from '../../../lib/lists';
import { useVolumeRows } from '../../../api/proceedings/getProceedings';
import { useProceedingsSettings, type StoredProceedingsSettings } from '../../../api/proceedings/getProceedingsSettings';
import { useSaveVolumeOrder } from '../../../api/proceedings/saveProceedingsSettings';
import { formFailure } from '../../../lib/failures';
import { volumeOrderLabels, volumeOrderRequest } from '../utils/proceedingsScreen';

const orderChoices = choicesOf(volumeOrders, volumeOrderLabels);
const loadFailed = 'The proceedings settings could not be loaded, so the order cannot be changed now. Reload the page to try again.';

export function VolumeOrderSection() {
  const settings = useProceedingsSettings();
  return (
    <SectionCard title="Order of the volume" intro="The order the volume, its table of contents and the exports print the papers in; the page numbers follow it." gap="before">
      {settings.status === 'pending' ? (
        <Typography role="status" sx={{ mt: 2 }}>
          {Messages.loading}
        </Typography>
      ) : null}
      {settings.status === 'error' ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {loadFailed}
        </Alert>
      ) : null}
      {settings.status === 'success' ? <VolumeOrderForm stored={settings.data} /> : null}
    </SectionCard>
  );
}

function VolumeOrderForm({ stored }: { stored: StoredProceedingsSettings }) {
  const listHeadingId = useId();
  const [order, setOrder] = useState<VolumeOrder>(stored.order);
  // The custom order once the chair moves a paper; until then, the volume's order as it is now.
  const [custom, setCustom] = useState<string[] | null>(null);
  const volume = useVolumeRows(order === 'custom');
  const save = useSaveVolumeOrder();
  const titles = new Map((volume.data ?? []).map((row) => [row.paperId, row.title]));
  const paperIds = custom ?? (volume.data ?? []).map((row) => row.paperId);
  const listReady = order !== 'custom' || volume.status === 'success';
  const { submit, statusText, setStatusText, failure } = useSubmitOutcome({
    check: () => ({ input: volumeOrderRequest(order, paperIds) }),
    send: save.mutateAsync,
    refusal: (error) => formFailure(error, []),
    sendingText: 'Saving the order...',
  });

  function move(index: number, to: number) {
    const paperId = paperIds[index] ?? '';
    setCustom(moved(paperIds, index, to));
    setStatusText(`${paperId} moved to place ${to + 1} of ${paperIds.length}. Save the order to keep it.`);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <SelectField
        size="medium"
        label="Order of the papers"
        name="order"
        value={order}
        choices={orderChoices}
        onChange={(chosen) => {
          setOrder(chosen);
          setStatusText('');
        }}
        disabled={save.isPending}
        helperText={order === 'session' ? 'As the programme places them, session by session; papers in no session follow by paper ID.' : order === 'custom' ? 'Move the papers below into the order the volume prints.' : 'By paper ID, the default.'}
        sx={{ minWidth: { sm: 320 } }}
      />
      {order === 'custom' ? (
        <Box sx={{ mt: 2 }}>
          <Typography id={listHeadingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Papers, in the order printed
          </Typography>
          <LoadState query={volume} loadingText="Loading the papers...">
            {() =>
              paperIds.length === 0 ? (
                <Typography variant="body2">No paper is accepted yet.</Typography>
              ) : (
                <ReorderList
                  labelledBy={listHeadingId}
                  items={paperIds.map((paperId) => ({ id: paperId, secondary: titles.get(paperId) ?? '' }))}
                  disabled={save.isPending}
                  onMove={move}
                />
              )
            }
          </LoadState>
        </Box>
      ) : null}
      <Button type="submit" variant="contained" disabled={save.isPending || !listReady} sx={{ mt: 2, display: 'block' }}>
        Save order
      </Button>
      <SaveOutcome id="volume-order-status" status={statusText} failure={failure} />
    </Box>
  );
}

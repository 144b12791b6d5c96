// The registration fees on the registration process page, read from the API when the page loads (the
// prerendered HTML shows the section empty until then): the tables, the early deadline and GST lines,
// or "Fees will be announced." until the chair publishes them. The early line reads the clock: once the
// early deadline has passed it says the late fees apply.
import { useNow } from '../../../lib/useNow';
import { usePublicFees } from '../../../lib/publicFees';
import { feeNotes, feesAnnounced, feesLoadFailed, feeTablesOf } from '../utils/feeTables';
import { FeeTable } from './FeeTable';

export function RegistrationFees() {
  const state = usePublicFees();
  const now = useNow();
  if (state.status === 'loading') return null;
  if (state.status === 'error') return <p className="pub-note">{feesLoadFailed}</p>;
  const { fees } = state.answer;
  if (!fees) return <p>{feesAnnounced}</p>;
  return (
    <div className="pub-fees-list">
      {feeTablesOf(fees).map((table) => (
        <FeeTable key={table.currency} table={table} />
      ))}
      {feeNotes({ ...state.answer, fees }, now).map((note) => (
        <p key={note} className="pub-note">
          {note}
        </p>
      ))}
    </div>
  );
}

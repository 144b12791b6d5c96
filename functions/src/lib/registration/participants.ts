// A participant's registration as the server computes it, for the dashboard's registration and for
// the conference registration form: the billing state (from the list, in India), a GSTIN of that
// state, the currency (USD abroad when the table has it), the category, and the amount due from the
// fee table at the rate of the day of the first registration. Never an amount from the client.
import { Messages, amountDue, gstStates, gstinState, isIndia, type Calendar, type FeeTable, type ParticipantDoc, type ParticipantRegistration } from '@confsys/domain';
import { checkRegistrationOpen, readCalendar } from '../calendar/calendar';
import { configDocs } from '../documents';
import { badRequest, conflict } from '../errors';

/** The fee table and calendar a registration is made under: refused (403) after the deadline, (409) before the fees are published. */
export async function registrationTerms(receivedAt: number): Promise<{ table: FeeTable; calendar: Calendar | null }> {
  const [table, calendar] = await Promise.all([configDocs.fees.get().then((doc) => doc.data()), readCalendar()]);
  checkRegistrationOpen(calendar, receivedAt);
  if (!table) throw conflict(Messages.feesNotSet);
  return { table, calendar };
}

const indianStates: readonly string[] = Object.values(gstStates);

/** The registration to store; 400 naming the field when the billing or the category is not one the table takes. */
export function participantRecord(
  body: ParticipantRegistration,
  who: { uid: string; email: string },
  context: { table: FeeTable; calendar: Calendar | null; registeredAt: string; now: number },
): ParticipantDoc {
  const { table, calendar } = context;
  const india = isIndia(body.billing.country);
  const state = india ? indianStates.find((name) => name.toLowerCase() === body.billing.state.toLowerCase()) : body.billing.state;
  if (!state) throw badRequest(Messages.unknownState, { 'billing.state': Messages.unknownState });
  const gstin = body.billing.gstin ? body.billing.gstin : null;
  const registeredIn = gstin ? gstinState(gstin) : null;
  if (gstin && (!india || registeredIn !== state)) {
    const message = Messages.gstinOtherState(registeredIn ?? 'India', state);
    throw badRequest(message, { 'billing.gstin': message });
  }
  const currency = !india && table.usd ? 'USD' : 'INR';
  const categories = (currency === 'USD' ? table.usd : table.categories) ?? [];
  const unknown = Messages.unknownCategory(categories.map((category) => category.id).join(', '));
  const early = calendar?.earlyRegistrationDeadline ? Date.parse(context.registeredAt) <= Date.parse(calendar.earlyRegistrationDeadline) : false;
  const amount = amountDue(table, { category: body.category, attendance: body.attendance, currency }, early);
  if (!amount) throw badRequest(unknown, { category: unknown });
  const now = new Date(context.now).toISOString();
  return {
    uid: who.uid,
    email: who.email,
    category: body.category,
    attendance: body.attendance,
    paperIds: body.paperIds,
    billing: { name: body.billing.name, address: body.billing.address, state, country: body.billing.country, gstin },
    hostelNights: body.hostelNights ?? 0,
    amount,
    registeredAt: context.registeredAt,
    updatedAt: now,
    confirmedAt: null,
    // A registration changes only while no payment holds it (recorded or verified).
    openPayment: null,
  };
}

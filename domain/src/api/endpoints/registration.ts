// The endpoint table's registration endpoints: the conference registration and its receipt, the fee table, a participant's registration.
import { change, examplePerson, fileEndpoint, forAdmins, forAnyone, forAuthors, pdf, type Endpoint } from './endpoint';
import { z } from 'zod/mini';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { AdminFeesAnswer, FeeTableSchema, ParticipantRegistrationAnswer, ParticipantRegistrationSchema, PublicFeesAnswer, defaultFeeTable } from '../../registration/fees';
import { ParticipantMeAnswer } from '../../payments/payments';
import { ConferenceRegistrationRequest } from '../../validation';
import * as Answers from '../answers';

export const registrationEndpoints = {
  conferenceRegister: forAnyone('Public site', {
    method: 'POST',
    path: ApiPaths.conferenceRegister,
    summary: 'Registers for the conference (creating the author account if needed) and issues the receipt',
    description:
      "Anyone, once per email address; an address that already has an account must give that account's password, otherwise an author account is created with the one given. Records the registration with its number and receipt PDF, and queues the confirmation with the receipt attached (sent even while notifications are off). The answer's pdfPath opens the receipt without signing in for 30 days. With a `category`, the participant's registration is recorded too (attendance, billing state and country, an optional GSTIN, hostel nights; the name and address are the billing name and address), its amount computed from the fee table as POST /api/participants/registration computes it.",
    success: 201,
    body: { multipart: ConferenceRegistrationRequest, files: [] },
    errors: {
      400: 'A field is missing or invalid: with a category, an unknown category, an attendance that is neither, a state not in the list, a GSTIN that fails its check or is of another state',
      403: 'With a category: registration has closed (the message names the deadline)',
      409:
        "This email is already registered for the conference; the address has an account and the password is not that account's; with a category, the fees are not published yet or the account is registered as a participant already; or wrong passwords were counted by several requests at the same moment: try again",
      429: "Too many wrong passwords for the address's existing account: wait for the seconds in Retry-After",
    },
    example: {
      ...examplePerson,
      loginEmail: 'asha.rao@example.org',
      password: 'Monsoon#2025',
      confirmPassword: 'Monsoon#2025',
    },
    answer: Answers.ConferenceRegistrationAnswer,
  }),
  registrationReceipt: fileEndpoint(pdf, {
    path: ApiRoutePatterns.registrationReceipt,
    access: 'public',
    tag: 'Public site',
    summary: "A registration's receipt PDF: with the key from the registration answer, or for the signed-in registrant",
    description:
      'With `key`, anyone holding the link, for 30 days after registering; without it, the signed-in registrant (an author) or an admin, at any time, with an ID token as on signed-in operations. Changes nothing.',
    query: z.object({ key: z.optional(z.string()) }),
    errors: {
      401: 'No `key`, and no valid `Authorization: Bearer` ID token',
      403: "No `key`, and the token's role is neither author nor admin",
      404: "No such registration, a wrong key, another author's registration, or its receipt is not stored",
      410: 'The key has expired (30 days after registering): sign in to download the receipt',
    },
  }),
  authorRegistration: forAuthors('Authors', {
    method: 'GET',
    path: ApiPaths.authorRegistration,
    summary: "The signed-in author's conference registration",
    description:
      "An author, about the registration made with their account's email: its number, date and a receipt path that does not expire; null when there is none. Changes nothing.",
    answer: Answers.AuthorRegistrationAnswer,
  }),
  publicFees: forAnyone('Participants', {
    method: 'GET',
    path: ApiPaths.publicFees,
    summary: 'The registration fees by category and attendance (early and late, INR and optionally USD), the GST rate, and until when the early fees apply',
    description: 'Anyone: the registration process page reads it. Null fees until the chair publishes the table. Changes nothing.',
    answer: PublicFeesAnswer,
  }),
  adminFees: forAdmins('Participants', {
    method: 'GET',
    path: ApiPaths.adminFees,
    summary: 'The fee table with its tax settings, meeting link and signatory (the defaults, saved: false, until the chair saves one)',
    description: 'An admin, for the Settings screen. Changes nothing.',
    answer: AdminFeesAnswer,
  }),
  saveFees: forAdmins('Participants', change('PUT', ApiPaths.adminFees, FeeTableSchema, {
    summary: 'Sets the fee table: categories with early and late amounts in paise for in-person and online attendance, an optional USD column in cents, the GSTIN (checked by its check character), the SAC code, the GST rate, the meeting link and the signatory',
    description: 'An admin. Takes effect at once for new registrations; a registration keeps the amount it was given. Recorded in the audit log. Sends no email.',
    errors: { 400: 'A field is invalid: an amount that is not a whole number of paise, a repeated category, a GSTIN that fails its check, a SAC code that is not six digits, a rate outside 0 to 28, a meeting link that is not https' },
    example: { ...defaultFeeTable, gstin: '33AAACW4270N1Z4' },
  })),
  participantRegistration: forAuthors('Participants', {
    method: 'POST',
    path: ApiPaths.participantRegistration,
    summary: "Registers the signed-in participant (or changes their registration): category, attendance, the accepted papers they present, billing details with an optional GSTIN, hostel nights; answers the amount due",
    description:
      "A signed-in author account (every participant has one), until the calendar's registration deadline by the server's clock. The amount is computed from the fee table: the category's fee for the attendance, early until the early registration deadline (judged on the day of the first registration), in USD for an address abroad when the table has that column, with CGST and SGST of the venue's state when the university charges GST. An amount sent by the client is ignored. Hostel rooms are paid on arrival and not in the amount. Sends no email.",
    body: { json: ParticipantRegistrationSchema },
    errors: {
      400: 'A field is invalid: an unknown category, an attendance that is not in-person or online, a GSTIN that fails its check or is of another state, an Indian state not in the list, more than 10 papers',
      403: 'Registration has closed (the message names the deadline), or a paper named is another author\'s',
      404: 'A paper named does not exist',
      409: 'The fee table is not published yet, a paper named is not accepted, a payment of the registration awaits verification, or the registration is confirmed',
    },
    example: { category: 'faculty', attendance: 'online', paperIds: ['ICCS25-0042'], billing: { name: 'Asha Rao', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India', gstin: '32AAAAA0000A1ZB' }, hostelNights: 0 },
    answer: ParticipantRegistrationAnswer,
  }),
  participantMe: forAuthors('Participants', {
    method: 'GET',
    path: ApiPaths.participantMe,
    summary: "The signed-in participant's registration and amount due (null before they register), their payments with their states and document numbers, and the meeting link once a payment is verified",
    description: 'The signed-in author account, for its dashboard. Changes nothing.',
    answer: ParticipantMeAnswer,
  }),
} as const satisfies Record<string, Endpoint>;

// The endpoint table's privacy endpoints: the data export, erasure and the privacy notice's settings.
import { endpoint, everyRole, forAdmins, forAnyone, type Endpoint } from './endpoint';
import { ApiPaths } from '../apiPaths';
import { PersonalDataAnswer } from '../../privacy/personalData';
import { ErasureAnswer, ErasureRequestSchema } from '../../privacy/erasure';
import { PrivacySettingsAnswer, PrivacySettingsSchema, SavePrivacyAnswer } from '../../privacy/privacySettings';
import { defaultPrivacy } from '../../privacy/retention';

export const privacyEndpoints = {
  myData: endpoint({
    method: 'GET',
    path: ApiPaths.myData,
    access: everyRole,
    tag: 'Privacy',
    summary: 'Everything the product holds about the signed-in person, as JSON',
    description:
      "Any signed-in author, reviewer or admin, about themselves: the account (with when it was made and last signed in to), and each document that names them, by collection, as stored: their profile and settings, their papers' manuscripts with their responses and proceedings records, registrations, payments, extensions and calendar feeds; under the reviewer records linked to their email, those records, their reviews, bids, conflicts, comments, and of each paper they review only their own assignment (never the other reviewers or the authors); the messages sent to their address; an admin's audit entries. `notIncluded` names the collections that hold nothing of theirs beyond that, and why. Sent as an attachment (my-data.json). Changes nothing.",
    answer: PersonalDataAnswer,
  }),
  eraseMyData: endpoint({
    method: 'POST',
    path: ApiPaths.myErasure,
    access: ['author', 'reviewer'],
    tag: 'Privacy',
    summary: 'Erases what the product holds about the signed-in person, except what a law or the public record keeps',
    description:
      "An author or reviewer, about themselves, confirming with their password (checked and throttled as at sign-in). Erased at once: their rejected and withdrawn papers whole (files, reviews, discussion), their registration, profile, settings, calendar feeds and extensions, the images of their payment receipts, their reviewer record with its bids, conflicts, unsubmitted reviews and profile file, and last their sign-in account (every session ends). Kept, and listed in `kept` with why and until when: accepted and published papers as the public record (without the submitting author's phone and gender), payments and invoices (the GST law's accounts, until 72 months or the chair's longer period after the due date of their financial year's annual return), submitted reviews under their label without name or email, the record of messages sent and of changes made (the data protection rules' logs). The erasure is recorded in the audit log under the account's uid, without its email. Refused with 409, erasing nothing, while one of their papers is being reviewed, a payment of theirs awaits verification, or they review a paper not yet decided; the message names each. Sends no email.",
    body: { json: ErasureRequestSchema },
    example: { password: 'Monsoon#2025' },
    errors: {
      400: 'The password is missing or longer than 4,096 characters',
      401: 'The password is not correct: nothing was erased',
      409: 'A paper of theirs under review, a payment awaiting verification or a review of theirs not yet decided: the message names each; nothing was erased',
      429: 'Too many wrong passwords for this account: try again after Retry-After seconds',
    },
    answer: ErasureAnswer,
  }),
  publicPrivacy: forAnyone('Privacy', {
    method: 'GET',
    path: ApiPaths.publicPrivacy,
    summary: 'The data contact and the retention period of each class of personal data, as the privacy notice prints them',
    description:
      "Anyone may read it; the privacy notice (/privacy) shows it. Until the chair saves them, the defaults (`saved` false): the organiser as the contact, and each class's default period, never below the law's floor. Browsers and the CDN may keep it for a minute. Changes nothing.",
    answer: PrivacySettingsAnswer,
  }),
  savePrivacy: forAdmins('Privacy', {
    method: 'PUT',
    path: ApiPaths.adminPrivacy,
    summary: 'Sets the data contact and the retention period of each class of personal data',
    description:
      "An admin. Replaces both and records the change (before and after) in the audit log in the same transaction; the same settings again change and record nothing. Periods are whole months, from the law's floor (72 for payments and tax invoices, under the GST law; 12 for the audit log and the sent mail, under the data protection rules) or 1 month where the law sets none, to 600. The privacy notice shows them within a minute. Sends no email.",
    body: { json: PrivacySettingsSchema },
    errors: {
      400: "A field is missing, too long or of the wrong type, an email that is not one, or a period below the law's floor or not a whole number of months; `errors` names the field (`periods.invoices`)",
      409: 'A concurrent change to the privacy settings: try again',
    },
    example: defaultPrivacy,
    answer: SavePrivacyAnswer,
  }),
} as const satisfies Record<string, Endpoint>;

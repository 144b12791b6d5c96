// The facts the first edition was built with: its acronym and year (the built edition below;
// editions/edition.ts names from an edition its paper IDs, invoice series and receipts), its topics and
// the call's fixed texts (its page rule is the chair's: proceedings.ts callPageRule). What the chair edits on Settings (the name, the university, the venue, the
// committee, ...) is data: identity.ts, config/conference. Its dates are data too: the calendar
// (calendar/calendar.ts).
import { manuscriptFileRule } from '../files';
import type { Edition } from '../editions/edition';
import { editionIdOf } from '../editions/editionId';

export const conference = {
  shortName: 'ICCS 2025',
  acronym: 'ICCS',
  edition: 2025,
  topics: [
    'Artificial Intelligence and Machine Learning',
    'Data Warehousing and Mining',
    'Data Science and Big Data Analytics',
    'Cloud, Edge and Fog Computing',
    'Internet of Things and Cyber-Physical Systems',
    'Cybersecurity and Blockchain',
    'Quantum and High Performance Computing',
    'Robotics and Automation',
    'Digital Twin and Metaverse',
    'Image Processing and Remote Sensing',
  ],
  guidelines: [
    'Papers must be original, unpublished and not under review elsewhere.',
    'All submissions go through double-blind peer review: leave author names and affiliations out of the manuscript.',
    'Manuscripts must follow the IEEE conference format.',
    `Upload the manuscript as ${manuscriptFileRule}. Reviewers receive a copy without its metadata; the submission form warns when the text itself names an author.`,
  ],
  submissionSteps: [
    { title: 'Prepare your manuscript', text: 'Write your paper using the IEEE conference template, within the page limit of the guidelines, references and appendices included.' },
    { title: 'Submit via the portal', text: 'Create an author account, sign in and upload your manuscript as a PDF with the details of up to four authors.' },
    { title: 'Revise per reviewer feedback', text: 'Read the reviewers\' comments once they are released and prepare the camera-ready version accordingly.' },
    { title: 'Register and present', text: 'After acceptance, complete the conference registration and fee payment, then present your paper at the conference.' },
  ],
  registrationSteps: [
    { title: 'Online registration', text: 'Fill in the conference registration form on this website to create your participant account.' },
    { title: 'Submission of details', text: 'Provide your name, affiliation, email address and category: student, faculty or industry.' },
    { title: 'Paper submission (if applicable)', text: 'Authors submit their manuscripts through the author portal before the submission deadline.' },
    { title: 'Fee payment', text: 'Pay the registration fee by online bank transfer and upload the receipt in your author dashboard.' },
    { title: 'Confirmation', text: 'A confirmation is sent to you by email once the payment has been verified.' },
  ],
} as const;

export type Conference = typeof conference;

/**
 * The edition the database was created with, before any was rolled over: its documents are at the top
 * of the database. It is current until the chair opens another.
 */
export const builtEdition: Edition = {
  id: editionIdOf(conference.acronym, conference.edition),
  acronym: conference.acronym,
  year: conference.edition,
  name: conference.shortName,
  state: 'current',
  layout: 'root',
  createdAt: '2025-01-01T00:00:00.000Z',
};

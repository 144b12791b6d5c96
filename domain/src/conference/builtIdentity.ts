// The conference's identity as the edition was built, and how the printed things name the organiser
// and its address. Kept apart from the schema (identity.ts), so the public pages, which show this
// until the stored identity arrives, load no zod.
import type { ConferenceIdentity } from './identity';
import { conference } from './conference';

/** The identity as the edition was built: the prerendered pages', and the server's until the chair saves one. */
export const defaultIdentity: ConferenceIdentity = {
  title: 'International Conference on Computing and Smart Systems 2025',
  department: 'Department of Computer Science',
  university: 'Western Ghats University',
  city: 'Coimbatore',
  postalCode: '641 046',
  state: 'Tamil Nadu',
  country: 'India',
  mode: 'Hybrid (physical and virtual)',
  contactEmail: 'iccs2025@demo.test',
  universityAbout:
    'The university is a state university established by the Government of Tamil Nadu, accredited with an A++ grade, with a green campus of over a thousand acres at the foothills of the Western Ghats. It offers programmes across sciences, humanities, management and engineering, and hosts research centres that work with industry and government.',
  departmentAbout:
    'The Department of Computer Science has offered postgraduate and doctoral programmes for more than three decades. Its faculty work on machine learning, data mining, networks, security, image processing and high performance computing, and its graduates serve in academia and industry around the world.',
  overview:
    'The conference brings together researchers, practitioners, educators and students to present and discuss recent advances in computing and smart systems. It runs in hybrid mode: participants may attend in person at the department or join online. All submissions are peer reviewed under a double-blind process, and accepted papers appear in the conference proceedings.',
  topics: [...conference.topics],
  highlights: [
    { title: 'Keynote talks', text: 'Invited talks by leading researchers from academia and industry.' },
    { title: 'Paper presentations', text: 'Technical sessions in which authors present their accepted papers, in person or online.' },
    { title: 'Journal publication', text: 'Selected papers are invited to a special issue of a scientific computing journal.' },
    { title: 'Networking', text: 'Time to meet researchers, students and practitioners across fields of computing.' },
  ],
  venue: {
    physical:
      'Department of Computer Science, Western Ghats University, Coimbatore, Tamil Nadu 641 046, India. The campus is about 12 km from Coimbatore railway station and 20 km from Coimbatore International Airport.',
    virtual: 'Participants who cannot travel join the sessions online. The meeting link is shared with registered participants by email after registration.',
    accommodation:
      'Hostel accommodation on the campus can be arranged on a payment basis on prior request to the organizing secretary. Hotels are available in the city for those who prefer them.',
  },
  publication: {
    proceedings:
      'Accepted and presented papers are published in the conference proceedings with an ISBN. The proceedings are available digitally to registered participants.',
    journal: 'Selected papers, after further review, may be published in a special issue of a scientific computing journal.',
  },
  committee: [
    { role: 'Chief Patron', people: [{ name: 'Prof. R. Venkatesan', designation: 'Vice-Chancellor, Western Ghats University' }] },
    {
      role: 'Patrons',
      people: [
        { name: 'Prof. S. Meenakshi', designation: 'Registrar, Western Ghats University' },
        { name: 'Prof. K. Arumugam', designation: 'Dean, Faculty of Science' },
        { name: 'Prof. L. Padmavathi', designation: 'Controller of Examinations' },
      ],
    },
    { role: 'Convenor', people: [{ name: 'Prof. M. Karthikeyan', designation: 'Professor and Head, Department of Computer Science' }] },
    { role: 'Organizing Secretary', people: [{ name: 'Dr. P. Lakshmi', designation: 'Associate Professor, Department of Computer Science' }] },
    {
      role: 'Committee Members',
      people: [
        { name: 'Dr. A. Ramesh', designation: 'Professor, Department of Computer Science' },
        { name: 'Dr. V. Kavitha', designation: 'Associate Professor, Department of Computer Science' },
        { name: 'Dr. S. Prakash', designation: 'Assistant Professor, Department of Computer Science' },
        { name: 'Dr. N. Deepa', designation: 'Assistant Professor, Department of Computer Science' },
        { name: 'Dr. T. Senthil Kumar', designation: 'Assistant Professor, Department of Computer Science' },
      ],
    },
  ],
  payment: {
    method: 'Online bank transfer',
    accountName: 'The Organizing Secretary, ICCS 2025',
    bank: 'State Bank of India, University Campus Branch',
    accountNumber: 'To be provided',
    note: 'After paying, upload the receipt in your author dashboard.',
  },
};

/** The organiser as the volume, the invoices and the emails name it: "Department of Computer Science, Western Ghats University". */
export const organiserOf = (identity: ConferenceIdentity): string => `${identity.department}, ${identity.university}`;

/** The university's postal address, one line. */
export const addressOf = (identity: ConferenceIdentity): string => `${identity.university}, ${identity.city} ${identity.postalCode}, ${identity.state}, ${identity.country}`;

/** The call for papers' topics: the identity's, or the edition's as built for an identity saved before topics were editable. */
export const callTopics = (identity: Pick<ConferenceIdentity, 'topics'>): readonly string[] => identity.topics ?? conference.topics;

// Conference facts in one place, so another department can run its own edition by editing this file.
// Its dates are data: the calendar (calendar.ts), which the chair sets on the Settings screen.
import { manuscriptFileRule } from './files';

export const conference = {
  shortName: 'ICCS 2025',
  title: 'International Conference on Computing and Smart Systems 2025',
  edition: 2025,
  paperIdPrefix: 'ICCS25',
  /** The series of receipts and tax invoices: ICCS/25-26/0001 (at most 16 characters with the year and serial). */
  invoicePrefix: 'ICCS',
  receiptFileName: 'ICCS2025-Registration-Receipt.pdf',
  department: 'Department of Computer Science',
  university: 'Western Ghats University',
  city: 'Coimbatore',
  postalCode: '641 046',
  state: 'Tamil Nadu',
  country: 'India',
  mode: 'Hybrid (physical and virtual)',
  universityAbout:
    'The university is a state university established by the Government of Tamil Nadu, accredited with an A++ grade, with a green campus of over a thousand acres at the foothills of the Western Ghats. It offers programmes across sciences, humanities, management and engineering, and hosts research centres that work with industry and government.',
  departmentAbout:
    'The Department of Computer Science has offered postgraduate and doctoral programmes for more than three decades. Its faculty work on machine learning, data mining, networks, security, image processing and high performance computing, and its graduates serve in academia and industry around the world.',
  overview:
    'The conference brings together researchers, practitioners, educators and students to present and discuss recent advances in computing and smart systems. It runs in hybrid mode: participants may attend in person at the department or join online. All submissions are peer reviewed under a double-blind process, and accepted papers appear in the conference proceedings.',
  highlights: [
    { title: 'Keynote talks', text: 'Invited talks by leading researchers from academia and industry.' },
    { title: 'Paper presentations', text: 'Technical sessions in which authors present their accepted papers, in person or online.' },
    { title: 'Journal publication', text: 'Selected papers are invited to a special issue of a scientific computing journal.' },
    { title: 'Networking', text: 'Time to meet researchers, students and practitioners across fields of computing.' },
  ],
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
    'Papers should be 6-8 pages long, including references and appendices.',
    'All submissions go through double-blind peer review: leave author names and affiliations out of the manuscript.',
    'Manuscripts must follow the IEEE conference format.',
    `Upload the manuscript as ${manuscriptFileRule}. Reviewers receive a copy without its metadata; the submission form warns when the text itself names an author.`,
  ],
  submissionSteps: [
    { title: 'Prepare your manuscript', text: 'Write your paper using the IEEE conference template, within 6-8 pages including references and appendices.' },
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
  payment: {
    method: 'Online bank transfer',
    accountName: 'The Organizing Secretary, ICCS 2025',
    bank: 'State Bank of India, University Campus Branch',
    accountNumber: 'To be provided',
    note: 'After paying, upload the receipt in your author dashboard.',
  },
  publication: {
    proceedings:
      'Accepted and presented papers are published in the conference proceedings with an ISBN. The proceedings are available digitally to registered participants.',
    journal: 'Selected papers, after further review, may be published in a special issue of a scientific computing journal.',
  },
  venue: {
    physical:
      'Department of Computer Science, Western Ghats University, Coimbatore, Tamil Nadu 641 046, India. The campus is about 12 km from Coimbatore railway station and 20 km from Coimbatore International Airport.',
    virtual:
      'Participants who cannot travel join the sessions online. The meeting link is shared with registered participants by email after registration.',
    accommodation:
      'Hostel accommodation on the campus can be arranged on a payment basis on prior request to the organizing secretary. Hotels are available in the city for those who prefer them.',
  },
  committee: {
    chiefPatron: { name: 'Prof. R. Venkatesan', role: 'Vice-Chancellor, Western Ghats University' },
    patrons: [
      { name: 'Prof. S. Meenakshi', role: 'Registrar, Western Ghats University' },
      { name: 'Prof. K. Arumugam', role: 'Dean, Faculty of Science' },
      { name: 'Prof. L. Padmavathi', role: 'Controller of Examinations' },
    ],
    convenor: { name: 'Prof. M. Karthikeyan', role: 'Professor and Head, Department of Computer Science' },
    organizingSecretary: { name: 'Dr. P. Lakshmi', role: 'Associate Professor, Department of Computer Science' },
    members: [
      { name: 'Dr. A. Ramesh', role: 'Professor, Department of Computer Science' },
      { name: 'Dr. V. Kavitha', role: 'Associate Professor, Department of Computer Science' },
      { name: 'Dr. S. Prakash', role: 'Assistant Professor, Department of Computer Science' },
      { name: 'Dr. N. Deepa', role: 'Assistant Professor, Department of Computer Science' },
      { name: 'Dr. T. Senthil Kumar', role: 'Assistant Professor, Department of Computer Science' },
    ],
  },
  contactEmail: 'iccs2025@demo.test',
} as const;

export type Conference = typeof conference;

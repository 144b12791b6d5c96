// Certificates (/admin/certificates): the chair issues reviewers', presenters' and attendees' certificates
// with a preview, marks who attended, and lists the edition's certificates to revoke one with a reason.
import { useState } from 'react';
import { AdminPage, type Notice } from '../../../components/layout/AdminPage';
import { SectionCard } from '../../../components/layout/SectionCard';
import { usePageTitle } from '../../../lib/usePageTitle';
import { IssueCertificates } from '../components/IssueCertificates';
import { MarkAttendance } from '../components/MarkAttendance';
import { IssuedCertificates } from '../components/IssuedCertificates';

export default function CertificatesPage() {
  usePageTitle('Certificates');
  const [notice, setNotice] = useState<Notice>(null);
  const done = (text: string) => setNotice({ severity: 'success', text });
  return (
    <AdminPage title="Certificates" notice={notice} onCloseNotice={() => setNotice(null)}>
      <SectionCard
        title="Issue certificates"
        gap="after"
        intro="Reviewers need a submitted review in this edition; presenters a confirmed registration that lists a paper placed in the programme; attendees a confirmed registration marked as attended. Each person has one certificate of a kind (a presenter one per paper); a revoked one can be issued again."
      >
        <IssueCertificates onDone={done} />
      </SectionCard>
      <SectionCard title="Attendance" gap="after" intro="Mark who attended, from a list of the participants' email addresses or one at a time. Only a confirmed registration (a verified payment) is marked.">
        <MarkAttendance onDone={done} />
      </SectionCard>
      <SectionCard title="Issued certificates" gap="after" intro="This edition's certificates, newest first. The code opens the page where anyone verifies it.">
        <IssuedCertificates onDone={done} />
      </SectionCard>
    </AdminPage>
  );
}

// Committee (/admin/committee): recruiting the programme committee. The capacity the accepted members
// offer against the papers' demand, inviting a pool with a preview, and the invitations sent with their
// answers, the colleagues suggested and reminders.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AdminPage, type Notice } from '../../../components/layout/AdminPage';
import { SectionCard } from '../../../components/layout/SectionCard';
import { usePageTitle } from '../../../lib/usePageTitle';
import { capacityKey } from '../../../api/committee/invitations';
import { CapacityCard } from '../components/CapacityCard';
import { InviteForm } from '../components/InviteForm';
import { InvitationsList } from '../components/InvitationsList';

export default function CommitteePage() {
  usePageTitle('Committee');
  const [notice, setNotice] = useState<Notice>(null);
  const queryClient = useQueryClient();
  const done = (text: string) => {
    setNotice({ severity: 'success', text });
    void queryClient.invalidateQueries({ queryKey: capacityKey });
  };
  return (
    <AdminPage title="Committee" notice={notice} onCloseNotice={() => setNotice(null)}>
      <SectionCard title="Capacity" gap="after" intro="The reviews the papers need against the loads the accepted members offer. A paper counts under each of its topics; a member's load is split over theirs.">
        <CapacityCard />
      </SectionCard>
      <SectionCard title="Invite" gap="after" intro="Each person gets a link of their own to accept, with the load and topics they choose, or to decline and suggest colleagues.">
        <InviteForm onDone={done} />
      </SectionCard>
      <SectionCard title="Invitations" gap="after">
        <InvitationsList onDone={done} />
      </SectionCard>
    </AdminPage>
  );
}

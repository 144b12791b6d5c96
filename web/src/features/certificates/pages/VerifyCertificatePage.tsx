// Verify a Certificate (/certificates, /certificates/<code>): the page whose address every certificate
// prints. Anyone, without signing in, types a code (in any case, with or without hyphens) or follows the
// printed address, and reads whether the certificate is valid: who holds it, what it certifies, for which
// edition and since when; or that it was revoked, when and why. The holder's email is never shown.
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { Messages, certificateCodeOf } from '@confsys/domain';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Section } from '../../../components/layout/Section';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../config/paths';
import { refusalText } from '../../../lib/failures';
import { useCertificate } from '../../../api/certificates/getCertificate';
import { CertificateDetails } from '../components/CertificateDetails';
import { SiteTheme } from '../../../theme/SiteTheme';

export default function VerifyCertificatePage() {
  usePageTitle('Verify a Certificate');
  const { code = '' } = useParams();
  return (
    <SiteTheme>
      <div className="pub-page">
        <PageHeader title="Verify a Certificate" lead="Every certificate the conference issues carries a code and the address of this page. Type the code to check who holds the certificate, what it certifies and whether it is still valid." />
        <Section title="Check a certificate" hideTitle>
          <CodeForm key={code} initial={code} />
          {code ? <Verification key={code} code={code} /> : null}
        </Section>
      </div>
    </SiteTheme>
  );
}

function CodeForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function verify(event: FormEvent) {
    event.preventDefault();
    const code = certificateCodeOf(typed);
    if (code === null) {
      setError(Messages.certificateCodeInvalid);
      return;
    }
    setError(null);
    void navigate(paths.certificate(code));
  }

  return (
    <Box component="form" noValidate onSubmit={verify} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
      <TextField
        label="Certificate code"
        placeholder="7K3M-X9QD-2HRT-V8WN"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error !== null}
        helperText={error ?? 'Sixteen letters and digits, as printed on the certificate.'}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ minWidth: 300 }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Verify
      </Button>
    </Box>
  );
}

function Verification({ code }: { code: string }) {
  const certificate = useCertificate(code);
  if (certificate.status === 'loading') return <Typography role="status">{Messages.loading}</Typography>;
  if (certificate.status === 'error') {
    return (
      <Alert severity="error" role="alert">
        {refusalText(certificate.error)}
      </Alert>
    );
  }
  return <CertificateDetails certificate={certificate.answer} />;
}

// The proceedings volume for a registered participant: the server decides who may read it (a verified
// registration, or an author of an accepted paper) and answers 409 until a paper has its camera-ready file.
import { ApiPaths, conference } from '@confsys/domain';
import { ProtectedFileLink } from '../../../components/files/ProtectedFileLink';

const fileName = `${conference.shortName.replace(/\s+/g, '')}-proceedings.pdf`;

export function ProceedingsVolumeLink({ onError }: { onError: (message: string) => void }) {
  return (
    <ProtectedFileLink url={ApiPaths.volumePdf} fileName={fileName} label="Download the proceedings volume (PDF)" onError={onError}>
      Download the proceedings volume (PDF)
    </ProtectedFileLink>
  );
}

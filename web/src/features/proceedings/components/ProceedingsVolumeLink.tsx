// The proceedings volume for a registered participant: the server decides who may read it (a verified
// registration, or an author of an accepted paper) and answers 409 until a paper has its camera-ready file.
// Of the current edition, or of an archived one (`edition`), whose participants keep their volume.
import { ApiPaths, fileStemOf, type Edition } from '@confsys/domain';
import { ProtectedFileLink } from '../../../components/files/ProtectedFileLink';
import { useCurrentEdition } from '../../../api/editions/getCurrentEdition';

interface ProceedingsVolumeLinkProps {
  onError: (message: string) => void;
  edition?: Pick<Edition, 'id' | 'name'>;
}

export function ProceedingsVolumeLink({ onError, edition }: ProceedingsVolumeLinkProps) {
  const current = useCurrentEdition();
  const named = edition ?? current;
  const label = edition ? `Download the ${edition.name} proceedings volume (PDF)` : 'Download the proceedings volume (PDF)';
  return (
    <ProtectedFileLink url={ApiPaths.volumePdf} fileName={`${named ? fileStemOf(named) : 'conference'}-proceedings.pdf`} label={label} onError={onError} {...(edition ? { edition: edition.id } : {})}>
      {label}
    </ProtectedFileLink>
  );
}

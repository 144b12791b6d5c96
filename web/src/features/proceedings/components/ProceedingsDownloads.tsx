// The Proceedings screen's downloads: the volume as one PDF, and the exports for the publisher and the
// indexers (papers.csv, papers.bib, crossref.xml, ceur-index.html, camera-ready.zip), each fetched with
// the ID token and saved under its name. A refusal (a Crossref deposit without a DOI prefix, a volume
// without any camera-ready file) shows the server's message.
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { ApiPaths } from '@confsys/domain';
import { fileNameOf } from '../../../components/files/fileOpenFailure';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { SectionCard } from '../../../components/layout/SectionCard';
import { FailureAlert } from '../../../components/feedback/FailureAlert';

/** Each download: its button's text (the file's name, but for the volume) and where it is served. */
const downloads = [
  { label: 'Download volume (PDF)', url: ApiPaths.volumePdf },
  { label: 'papers.csv', url: ApiPaths.proceedingsCsv },
  { label: 'papers.bib', url: ApiPaths.proceedingsBib },
  { label: 'crossref.xml', url: ApiPaths.proceedingsCrossref },
  { label: 'ceur-index.html', url: ApiPaths.proceedingsCeur },
  { label: 'camera-ready.zip', url: ApiPaths.proceedingsZip },
] as const;

export function ProceedingsDownloads() {
  const [failure, setFailure] = useState<string | null>(null);
  const { open, openingUrl } = useProtectedFile(setFailure);
  return (
    <SectionCard
      title="Downloads"
      intro="The volume (cover, front matter, table of contents, the papers with their page numbers, index of authors), and the exports for the publisher and the indexers, all made from the confirmed metadata in the volume's order. The Crossref deposit needs the DOI prefix of the proceedings settings."
      gap="before"
    >
      <FailureAlert text={failure} onClose={() => setFailure(null)} sx={{ mt: 2 }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        {downloads.map((download) => (
          <Button
            key={download.url}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={openingUrl === download.url}
            aria-busy={openingUrl === download.url}
            onClick={() => {
              setFailure(null);
              open(download.url, fileNameOf(download.url));
            }}
          >
            {download.label}
          </Button>
        ))}
      </Stack>
    </SectionCard>
  );
}

// The Proceedings screen's affiliations written several ways in the confirmed metadata, each with how
// many authors wrote each spelling and the one suggested for print. For information: nothing is merged
// here (the authors correct their metadata).
import { Box, Typography } from '@mui/material';
import { SectionCard } from '../../../components/layout/SectionCard';
import type { ProceedingsPage } from '../../../api/proceedings/getProceedings';
import { affiliationText } from '../utils/proceedingsScreen';

export function AffiliationSuggestions({ affiliations }: { affiliations: ProceedingsPage['affiliations'] }) {
  if (affiliations.length === 0) return null;
  return (
    <SectionCard
      title="Affiliations written several ways"
      intro="The same institution spelled differently by different authors, with how many authors use each spelling. Nothing is merged: ask the authors to confirm their metadata with the suggested spelling."
      gap="before"
    >
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 3 }}>
        {affiliations.map((suggestion) => (
          <Typography component="li" variant="body2" key={suggestion.spellings.join('\n')} sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
            {affiliationText(suggestion)}
          </Typography>
        ))}
      </Box>
    </SectionCard>
  );
}

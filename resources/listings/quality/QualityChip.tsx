import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QUALITY_GOOD } from 'schemas/listingQuality';

/** Below this a score is poor (red); up to QUALITY_GOOD it is fair (amber). */
const QUALITY_POOR = 50;

/** A score's palette colour (the index's marks read it too). */
export const qualityColour = (score: number) => (score >= QUALITY_GOOD ? 'success' : score >= QUALITY_POOR ? 'warning' : 'error');

/** A listing's quality score as a small coloured chip; '–' before it is computed. */
export const QualityChip = ({ score, size = 'small' }: { score: number | null; size?: 'small' | 'medium' }) => {
  const translate = useTranslate();
  if (score === null) return <span>–</span>;
  return (
    <Chip
      size={size}
      color={qualityColour(score)}
      variant="outlined"
      label={score}
      aria-label={translate('resources.listings.quality.score', { score })}
      sx={{ fontWeight: 600, minWidth: 40 }}
    />
  );
};

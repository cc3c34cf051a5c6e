import { LinearProgress, Paper, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { qualityFixText, type QualityFix } from 'schemas/listingQuality';
import { useListingTexts } from '../useListingTexts';
import { QualityChip } from './QualityChip';
import css from './qualityPanel.module.css';

/** A fix as the user reads it: 'Tilføj mindst 2 billeder mere: +12', in the user's language. */
export function useFixText() {
  const [locale] = useLocaleState();
  const texts = useListingTexts();
  return (fix: QualityFix) => {
    const text = locale === 'en' ? qualityFixText(fix, 'en', fix.field ? texts.label(fix.field, fix.field) : '') : fix.text;
    return `${text}: +${fix.gain}`;
  };
}

/**
 * A listing's quality score and what would raise it most: on the show page from the API's answer, in the form
 * from what the form holds now (`live`: announced politely to screen readers as it changes).
 */
export const QualityPanel = ({ score, fixes, live = false }: { score: number | null; fixes: QualityFix[]; live?: boolean }) => {
  const translate = useTranslate();
  const fixText = useFixText();
  const title = translate('resources.listings.quality.title');
  return (
    <Paper variant="outlined" component="section" aria-label={title} className={css.panel}>
      <div className={css.headline}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <div role={live ? 'status' : undefined} aria-live={live ? 'polite' : undefined}>
          <QualityChip score={score} size="medium" />
        </div>
        <LinearProgress variant="determinate" value={score ?? 0} sx={{ flexGrow: 1, height: 6, borderRadius: 3 }} aria-hidden />
      </div>
      {fixes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.listings.quality.complete')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.listings.quality.fixes')}
          </Typography>
          <ul className={css.fixes}>
            {fixes.map((fix) => (
              <Typography component="li" variant="body2" key={`${fix.code}:${fix.field ?? ''}`}>
                {fixText(fix)}
              </Typography>
            ))}
          </ul>
        </>
      )}
    </Paper>
  );
};

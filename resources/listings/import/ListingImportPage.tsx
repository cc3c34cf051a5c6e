import { useId, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { copenhagenDay } from 'schemas/dates';
import { useAccess } from 'src/access';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import type { ListingImportAnswer } from 'src/providers/memberMethods';
import { toCsv } from 'schemas/csv';
import { downloadCsv } from 'src/pages/statistics/csv';
import { formatCount } from '../numbers';
import { batchesOf, feedRows, readFeed, refusalLines, type FeedRow, type Problem, type RefusalLine } from './feed';

const PREVIEW_ROWS = 10;
const PREVIEW_COLUMNS = ['row', 'case_number', 'type', 'title', 'problem'] as const;
/** The refused fields listed on the page; the downloaded report has them all. */
const SHOWN_REFUSALS = 100;
const REFUSAL_COLUMNS = ['row', 'case_number', 'field', 'error'] as const;
/** The header of a small feed (docs/import.md), shown as code: the schemas' own field names. */
const FORMAT_EXAMPLE = 'accountOwnerListingIdentifierID;listingType;title;address.id;floorArea;yearlyRent';

type Mode = 'partial' | 'full';

interface Feed {
  name: string;
  rows: FeedRow[];
}

interface Progress {
  done: number;
  total: number;
}

type Result = { answer: ListingImportAnswer } & ({ failed?: undefined } | { failed: string; done: number; total: number });

const emptyAnswer = (): ListingImportAnswer => ({ created: 0, updated: 0, unchanged: 0, refused: 0, closed: [], rows: [] });

/**
 * /listings/import: a case system's feed from a file. The file is read in the browser with the
 * server's own CSV code and checked with the listing-type registry's schemas, the first rows are shown with the
 * problems already visible, and the listings go as JSON: in batches of IMPORT_BATCH_SIZE for 'Kun disse
 * annoncer' (the bar counts them), in one request for 'Hele porteføljen', which the server must see whole to
 * know what to close (the bar is indeterminate). Why each row was refused is listed on the page and can be
 * downloaded as a Danish CSV report.
 */
export const ListingImportPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.listings.import.${key}`, options);
  const { activeAccount } = useAccess();
  const dataProvider = useMemberDataProvider();
  const inputId = useId();
  const modeId = useId();
  const [feed, setFeed] = useState<Feed | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('partial');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const reset = () => {
    setFeed(null);
    setFileError(null);
    setProgress(null);
    setResult(null);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !activeAccount) return;
    reset();
    const read = readFeed(await file.text(), file.name);
    if ('errorKey' in read) setFileError(t('unreadable', { message: t(read.errorKey) }));
    else if ('error' in read) setFileError(t('unreadable', { message: read.error }));
    else if (read.length === 0) setFileError(t('empty'));
    else setFeed({ name: file.name, rows: feedRows(read, locale, activeAccount) });
  };

  const run = async () => {
    if (!feed || !activeAccount) return;
    const batches = mode === 'full' ? [feed.rows] : batchesOf(feed.rows);
    const total = batches.length;
    const answer = emptyAnswer();
    setResult(null);
    setProgress({ done: 0, total });
    for (const [index, batch] of batches.entries()) {
      try {
        const part = await dataProvider.importListings(
          activeAccount.id,
          mode,
          batch.map((row) => row.body),
        );
        answer.created += part.created;
        answer.updated += part.updated;
        answer.unchanged += part.unchanged;
        answer.refused += part.refused;
        answer.closed.push(...part.closed);
        // The server numbers each request's rows from 1; the report numbers them in the file.
        answer.rows.push(...part.rows.map((row) => ({ ...row, row: batch[row.row - 1]?.row ?? row.row })));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setProgress(null);
        setResult({ answer, failed: message, done: index, total });
        return;
      }
      setProgress({ done: index + 1, total });
    }
    answer.rows.sort((a, b) => a.row - b.row);
    setProgress(null);
    setResult({ answer });
  };

  const downloadReport = (lines: RefusalLine[]) => {
    const header = REFUSAL_COLUMNS.map((key) => t(`report_header.${key}`));
    downloadCsv(
      `${t('report_file')}-${copenhagenDay()}.csv`,
      toCsv(
        header,
        lines.map((line) => [line.row, line.caseNumber, line.field, line.message]),
      ),
    );
  };

  const running = progress !== null;
  const shown = feed?.rows.slice(0, PREVIEW_ROWS) ?? [];
  const problems = feed?.rows.filter((row) => row.problems.length > 0).length ?? 0;
  const problemText = (problem: Problem) => {
    if (problem.key === 'field') return t('problems.field', { message: problem.message, field: problem.field });
    return problem.key === 'duplicate' ? t('problems.duplicate', { row: problem.row }) : t(`problems.${problem.key}`);
  };
  const refusals = result ? refusalLines(result.answer.rows) : [];

  return (
    <Box sx={{ mt: 2, mb: 4, px: { xs: 1, md: 2 }, maxWidth: 960, minWidth: 0 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('intro')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('format')}{' '}
        <Box component="code" sx={{ fontSize: '0.85em' }}>
          {FORMAT_EXAMPLE}
        </Box>
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />} disabled={running || !activeAccount}>
            {t('choose')}
          </Button>
          <input
            id={inputId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            hidden
            aria-label={t('choose')}
            onChange={(event) => void pick(event)}
          />
          {feed && <Typography sx={{ overflowWrap: 'anywhere' }}>{t('file', { name: feed.name })}</Typography>}
        </Stack>
        {fileError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {fileError}
          </Alert>
        )}
      </Paper>

      {feed && (
        <Paper variant="outlined" component="section" aria-labelledby="import-preview" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
          <Typography id="import-preview" variant="h6" component="h2">
            {t('preview')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('count', { smart_count: feed.rows.length })}
            {feed.rows.length > PREVIEW_ROWS && ` · ${t('preview_more', { shown: PREVIEW_ROWS, total: formatCount(feed.rows.length) })}`}
          </Typography>
          {/* A table from a tablet up; on a phone, one block per row. */}
          <TableContainer sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Table size="small" aria-labelledby="import-preview">
              <TableHead>
                <TableRow>
                  {PREVIEW_COLUMNS.map((key) => (
                    <TableCell key={key}>{t(`columns.${key}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => (
                  <TableRow key={row.row}>
                    <TableCell>{row.row}</TableCell>
                    <TableCell>{row.caseNumber ?? '–'}</TableCell>
                    <TableCell>{row.type ?? '–'}</TableCell>
                    <TableCell>{row.title ?? '–'}</TableCell>
                    <TableCell sx={{ color: 'error.main' }}>
                      {row.problems.map((problem, index) => (
                        <Box component="span" key={index} sx={{ display: 'block' }}>
                          {problemText(problem)}
                        </Box>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack component="ol" spacing={1} sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((row) => (
              <Box component="li" key={row.row} sx={{ borderTop: 1, borderColor: 'divider', pt: 1, overflowWrap: 'anywhere' }}>
                <Typography variant="body2" color="text.secondary">
                  {t('columns.row')} {row.row} · {row.caseNumber ?? '–'} · {row.type ?? '–'}
                </Typography>
                <Typography variant="body2">{row.title ?? '–'}</Typography>
                {row.problems.map((problem, index) => (
                  <Typography key={index} variant="body2" color="error">
                    {problemText(problem)}
                  </Typography>
                ))}
              </Box>
            ))}
          </Stack>
          {problems > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('problems_count', { smart_count: problems })}
            </Alert>
          )}

          <FormControl sx={{ mt: 2, display: 'block' }} disabled={running}>
            <FormLabel id={modeId}>{t('mode')}</FormLabel>
            <RadioGroup aria-labelledby={modeId} value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
              <FormControlLabel value="partial" control={<Radio />} label={t('modes.partial')} />
              <FormControlLabel value="full" control={<Radio />} label={t('modes.full')} />
            </RadioGroup>
          </FormControl>
          {mode === 'full' && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('full_warning')}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" disabled={running || !activeAccount} onClick={() => void run()}>
              {running ? t('running') : t('start')}
            </Button>
          </Stack>
          {progress && (
            <Box sx={{ mt: 2 }} role="status">
              {mode === 'full' ? (
                <>
                  <LinearProgress aria-label={t('running')} />
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {t('running_full')}
                  </Typography>
                </>
              ) : (
                <>
                  <LinearProgress variant="determinate" value={(progress.done / progress.total) * 100} aria-label={t('running')} />
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {t('batches', { done: progress.done, total: progress.total })}
                  </Typography>
                </>
              )}
            </Box>
          )}
        </Paper>
      )}

      {result && (
        <Paper variant="outlined" component="section" aria-labelledby="import-summary" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="import-summary" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('summary')}
          </Typography>
          {result.failed !== undefined && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {result.done > 0 && result.total > 1
                ? t('failed_after', { done: result.done, total: result.total, message: result.failed })
                : t('failed', { message: result.failed })}
            </Alert>
          )}
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {(['created', 'updated', 'unchanged', 'refused', 'closed'] as const).map((key) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Box component="dt">{t(`outcomes.${key}`)}</Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 600 }} data-outcome={key}>
                  {formatCount(key === 'closed' ? result.answer.closed.length : result.answer[key])}
                </Box>
              </Box>
            ))}
          </Box>
          {refusals.length > 0 && <RefusalList lines={refusals} t={t} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {refusals.length > 0 && (
              <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => downloadReport(refusals)}>
                {t('report')}
              </Button>
            )}
            <Button variant="outlined" onClick={reset}>
              {t('again')}
            </Button>
            <Button component={Link} to="/listings">
              {t('to_list')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Box>
  );
};

/** Why each row was refused, as the server said it: a table from a tablet up, one block per field on a phone. */
const RefusalList = ({ lines, t }: { lines: RefusalLine[]; t: (key: string, options?: Record<string, unknown>) => string }) => {
  const headingId = useId();
  const shown = lines.slice(0, SHOWN_REFUSALS);
  const cells = (line: RefusalLine) => [String(line.row), line.caseNumber ?? '–', line.field || '–', line.message];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('refusals')}
      </Typography>
      {lines.length > SHOWN_REFUSALS && (
        <Typography variant="body2" color="text.secondary">
          {t('refusals_more', { shown: SHOWN_REFUSALS, total: formatCount(lines.length) })}
        </Typography>
      )}
      <TableContainer sx={{ display: { xs: 'none', sm: 'block' } }}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {REFUSAL_COLUMNS.map((key) => (
                <TableCell key={key}>{t(`columns.${key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((line, index) => (
              <TableRow key={index}>
                {cells(line).map((cell, column) => (
                  <TableCell key={column} sx={column === 3 ? { color: 'error.main' } : undefined}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack component="ol" spacing={1} aria-labelledby={headingId} sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((line, index) => (
          <Box component="li" key={index} sx={{ borderTop: 1, borderColor: 'divider', pt: 1, overflowWrap: 'anywhere' }}>
            <Typography variant="body2" color="text.secondary">
              {t('columns.row')} {line.row} · {line.caseNumber ?? '–'}
              {line.field && ` · ${line.field}`}
            </Typography>
            <Typography variant="body2" color="error">
              {line.message}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
};

import { useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import UploadIcon from '@mui/icons-material/Upload';
import type { FieldProps } from '@rjsf/utils';
import { HttpError, useTranslate } from 'react-admin';
import { isHttpUrl, LISTING_LIMITS } from 'schemas/listings';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import type { UploadedImage } from 'src/providers/memberMethods';
import { errorsAt, errorsOf } from './errors';
import type { ImageContent } from 'schemas/listings/record';

type Image = { url: string };

export interface ImagesContext {
  accountId?: number;
  offMarket?: boolean;
  /** Told each image's width and content as the server found them, before the image is added (the quality score reads them). */
  measured?: (image: { url: string; width: number; content?: ImageContent | undefined }) => void;
  /** What the server found an image to show (a floor plan, text), by URL, where it has checked it. */
  contentOf?: (url: string) => ImageContent | undefined;
}

/** The cover rule (SPEC 5) for the image in first place, as the server will apply it on activation. */
export function coverMessageKey(content: ImageContent | undefined): 'cover_floor_plan' | 'cover_text' | 'cover_unchecked' | null {
  if (!content) return null;
  if (content.floorPlan === true) return 'cover_floor_plan';
  if (content.hasText === true) return 'cover_text';
  return content.textCheck === 'done' ? null : 'cover_unchecked';
}

/** Moves the item at `from` to `to`, keeping the others in order. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * SPEC 5 and 7: the listing's images — uploaded or added by URL, checked by the server (landscape, at
 * least 800 x 600), never the same one twice, reordered by dragging (or the arrow buttons); the first
 * is the cover.
 */
export const ImagesField = ({ formData, onChange, fieldPathId, errorSchema, registry, disabled, readonly }: FieldProps<Image[] | undefined>) => {
  const translate = useTranslate();
  const dataProvider = useMemberDataProvider();
  const context = (registry.formContext ?? {}) as ImagesContext;
  const images = formData ?? [];
  const max = context.offMarket ? LISTING_LIMITS.offMarketImages.max : LISTING_LIMITS.images.max;
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  /** The content hash of each picture checked here, by URL: the same picture under another URL is a duplicate too. */
  const hashes = useRef(new Map<string, string>());
  const dragged = useRef<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = fieldPathId.$id;
  const locked = disabled || readonly || busy;

  const set = (next: Image[]) => onChange(next, fieldPathId.path);

  /** Adds checked images, refusing duplicates (by URL or by content) and going no further than the maximum. */
  function addAll(current: Image[], found: UploadedImage[]): { next: Image[]; refused: string[] } {
    const next = [...current];
    const refused: string[] = [];
    for (const image of found) {
      const sameContent = (i: Image) => hashes.current.has(i.url) && hashes.current.get(i.url) === image.contentHash;
      if (next.some((i) => i.url === image.url || sameContent(i))) refused.push(translate('resources.listings.images.duplicate'));
      else if (next.length >= max) refused.push(translate('resources.listings.images.full'));
      else {
        hashes.current.set(image.url, image.contentHash);
        next.push({ url: image.url });
      }
    }
    return { next, refused };
  }

  async function upload(files: FileList | null) {
    if (!files?.length || context.accountId === undefined) return;
    const accountId = context.accountId;
    setBusy(true);
    const failures: string[] = [];
    const uploads: UploadedImage[] = [];
    for (const file of Array.from(files)) {
      try {
        const uploaded = await dataProvider.uploadImage(file, accountId);
        context.measured?.(uploaded);
        uploads.push(uploaded);
      } catch (error) {
        failures.push(`${file.name}: ${error instanceof HttpError ? error.message : String(error)}`);
      }
    }
    const { next, refused } = addAll(images, uploads);
    set(next);
    setProblems([...failures, ...refused]);
    setBusy(false);
  }

  async function addUrl() {
    const candidate = url.trim();
    if (!isHttpUrl(candidate)) {
      setProblems([translate('resources.listings.images.invalid_url')]);
      return;
    }
    if (images.some((i) => i.url === candidate)) {
      setProblems([translate('resources.listings.images.duplicate')]);
      return;
    }
    if (context.accountId === undefined) return;
    setBusy(true);
    try {
      const checked = await dataProvider.checkImageUrl(candidate, context.accountId);
      context.measured?.(checked);
      const { next, refused } = addAll(images, [checked]);
      set(next);
      setProblems(refused);
      if (refused.length === 0) setUrl('');
    } catch (error) {
      setProblems([error instanceof Error ? error.message : String(error)]);
    } finally {
      setBusy(false);
    }
  }

  const onDrop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    const from = dragged.current;
    dragged.current = null;
    if (from !== null && from !== to) set(move(images, from, to));
  };

  // 'No more images' holds only while the list is full: removing one makes it untrue.
  const full = translate('resources.listings.images.full');
  const shownProblems = images.length < max ? problems.filter((p) => p !== full) : problems;
  const ownErrors = errorsAt(errorSchema, []);
  const itemErrors = images.flatMap((_, i) =>
    errorsAt(errorSchema, [i, 'url']).map((m) => `${translate('resources.listings.images.alt', { n: i + 1 })}: ${m}`),
  );
  const errors = [...new Set([...ownErrors, ...itemErrors, ...(ownErrors.length || itemErrors.length ? [] : errorsOf(errorSchema))])];
  // Told at once, as the images are ordered: the server refuses the same cover when the listing is activated.
  const cover = images[0] ? coverMessageKey(context.contentOf?.(images[0].url)) : null;
  const coverMessage = cover && translate(`resources.listings.images.${cover}`);

  return (
    <Stack spacing={2} id={id} role="group" aria-label={translate('resources.listings.fields.images')}>
      <Stack spacing={0.5}>
        <Typography variant="body2">{translate('resources.listings.images.cover_note')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.listings.images.rules')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.listings.images.refresh_note')}
        </Typography>
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <UploadIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={locked || images.length >= max}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: { md: 1 } }}
        >
          {busy ? translate('resources.listings.images.uploading') : translate('resources.listings.images.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple={max > 1}
          accept="image/jpeg,image/png,image/webp"
          aria-label={translate('resources.listings.images.upload')}
          data-testid="image-upload"
          onChange={(e) => {
            void upload(e.target.files);
            e.target.value = '';
          }}
        />
        <TextField
          size="small"
          fullWidth
          label={translate('resources.listings.images.url_label')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void addUrl();
            }
          }}
          disabled={locked || images.length >= max}
          sx={{ mt: { md: 1 } }}
        />
        <Button onClick={() => void addUrl()} disabled={locked || url.trim() === '' || images.length >= max} sx={{ mt: { md: 1 } }}>
          {translate('resources.listings.images.add_url')}
        </Button>
      </Stack>

      {shownProblems.length > 0 && (
        <Alert severity="warning" onClose={() => setProblems([])}>
          {shownProblems.map((p) => (
            <div key={p}>{p}</div>
          ))}
        </Alert>
      )}
      {cover && cover !== 'cover_unchecked' && !errors.includes(coverMessage ?? '') && (
        <Alert severity="error" role="alert">
          <div>{coverMessage}</div>
          <div>{translate('resources.listings.images.cover_hint')}</div>
        </Alert>
      )}
      {cover === 'cover_unchecked' && (
        <Typography variant="body2" color="text.secondary" role="status">
          {coverMessage}
        </Typography>
      )}
      {errors.map((e) => (
        <Typography key={e} color="error" variant="body2" role="alert">
          {e}
        </Typography>
      ))}

      <Typography variant="body2" color="text.secondary">
        {translate('resources.listings.images.count', { count: images.length, smart_count: max })}
      </Typography>
      {images.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.listings.images.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          {images.map((image, i) => {
            const n = i + 1;
            return (
              <Paper
                component="li"
                key={image.url}
                variant="outlined"
                draggable={!locked}
                onDragStart={() => {
                  dragged.current = i;
                }}
                onDragOver={(e: DragEvent) => e.preventDefault()}
                onDrop={onDrop(i)}
                aria-label={translate('resources.listings.images.alt', { n })}
                sx={{ overflow: 'hidden', cursor: locked ? 'default' : 'grab', position: 'relative' }}
              >
                <Box
                  component="img"
                  src={image.url}
                  loading="lazy"
                  alt={translate('resources.listings.images.alt', { n })}
                  sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block', bgcolor: 'grey.200' }}
                />
                {i === 0 && (
                  <Chip size="small" color="primary" label={translate('resources.listings.images.cover')} sx={{ position: 'absolute', top: 8, left: 8 }} />
                )}
                <Stack direction="row" sx={{ alignItems: 'center', px: 0.5 }}>
                  <DragIndicatorIcon fontSize="small" color="action" />
                  <Typography variant="caption" sx={{ flex: 1 }}>
                    {n}
                  </Typography>
                  <Tooltip title={translate('resources.listings.images.move_left', { n })}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={translate('resources.listings.images.move_left', { n })}
                        disabled={locked || i === 0}
                        onClick={() => set(move(images, i, i - 1))}
                      >
                        <ArrowBackIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={translate('resources.listings.images.move_right', { n })}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={translate('resources.listings.images.move_right', { n })}
                        disabled={locked || i === images.length - 1}
                        onClick={() => set(move(images, i, i + 1))}
                      >
                        <ArrowForwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={translate('resources.listings.images.remove', { n })}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={translate('resources.listings.images.remove', { n })}
                        disabled={locked}
                        onClick={() => set(images.filter((_, j) => j !== i))}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              </Paper>
            );
          })}
        </Box>
      )}
    </Stack>
  );
};

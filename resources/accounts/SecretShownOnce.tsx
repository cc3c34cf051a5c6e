import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

/**
 * The content and actions of a dialog that shows a secret the server gives this once (an API key, a webhook's
 * signing secret), to copy. `keyOf` names the caller's i18n keys shown_once, usage, copy, copied, copy_failed and done.
 */
export const SecretShownOnce = ({ secret, label, keyOf, onClose }: { secret: string; label: string; keyOf: (key: string) => string; onClose: () => void }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = (key: string) => translate(keyOf(key));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <Alert severity="warning">{text('shown_once')}</Alert>
          <TextField
            label={label}
            value={secret}
            fullWidth
            multiline
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
            onFocus={(e) => e.target.select()}
          />
          <Typography variant="body2" color="text.secondary">
            {text('usage')}
          </Typography>
          {copied === 'yes' && <Alert severity="success">{text('copied')}</Alert>}
          {copied === 'failed' && <Alert severity="error">{text('copy_failed')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<CopyIcon />} onClick={() => void copy()}>
          {text('copy')}
        </Button>
        <Button onClick={onClose}>{text('done')}</Button>
      </DialogActions>
    </>
  );
};

import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import InboxIcon from '@mui/icons-material/Inbox';
import InventoryIcon from '@mui/icons-material/Inventory';
import MailOutlineOutlinedIcon from '@mui/icons-material/MailOutlineOutlined';
import ReportIcon from '@mui/icons-material/Report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { isObject } from 'schemas/isObject';
import { toastDuration } from 'src/layout/toastDurations';
import { useCompactLayout } from 'src/layout/useCompactLayout';
import { useEntityToast } from 'src/layout/useEntityToast';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import type { Enquiry, EnquiryStatus } from './types';
import { useColleagues } from './useColleagues';
import { useEnquiryChange, useMayHandleEnquiries } from './useEnquiryChange';

/** The server's word on the reply's text (too long, empty), to show under the field. */
function bodyErrorOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || !isObject(error.body) || !isObject(error.body.errors)) return undefined;
  const message: unknown = error.body.errors.body;
  return typeof message === 'string' ? message : undefined;
}

/** 'Svar på e-mail': the answer is mailed to the enquirer through the outbox and kept on the enquiry. */
const ReplyDialog = ({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useMemberDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const toast = useEntityToast();
  const compact = useCompactLayout();
  const [text, setText] = useState('');
  const reply = useMutation({
    mutationFn: () => dataProvider.replyToEnquiry(enquiry.id, text),
    onSuccess: () => {
      notify('app.enquiries.done.replied', { type: 'success', autoHideDuration: toastDuration('success') });
      onClose();
    },
    onError: (error) => {
      if (!bodyErrorOf(error)) toast.failedAs('app.enquiries.failed.reply', {}, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }),
  });
  const fieldError = reply.isError ? bodyErrorOf(reply.error) : undefined;
  const name = enquiry.name ?? '';
  return (
    <Dialog open onClose={reply.isPending ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={compact} aria-labelledby="enquiry-reply-title">
      <DialogTitle id="enquiry-reply-title">{translate('app.enquiries.actions.reply_title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {translate('app.enquiries.actions.reply_help', { email: enquiry.email ?? '' })}
        </DialogContentText>
        <TextField
          label={translate('app.enquiries.actions.reply_field')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={6}
          fullWidth
          autoFocus
          required
          error={Boolean(fieldError)}
          helperText={fieldError}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={reply.isPending}>
          {translate('app.enquiries.actions.cancel')}
        </Button>
        <Button variant="contained" startIcon={<EmailOutlinedIcon />} disabled={reply.isPending || text.trim() === ''} onClick={() => reply.mutate()}>
          {translate('app.enquiries.actions.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** 'Tildelt': one of the account's users who has a login, or no one. */
const AssignField = ({ enquiry }: { enquiry: Enquiry }) => {
  const translate = useTranslate();
  const change = useEnquiryChange();
  const colleagues = useColleagues();
  const nameOf = (userId: number) => {
    const user = colleagues.find((u) => u.userId === userId);
    return user?.name ?? user?.email ?? translate('app.enquiries.unknown_user');
  };
  const value = enquiry.assignedUserId === null ? '' : String(enquiry.assignedUserId);
  // The assignee is shown until the users are there, and when they have left the account.
  const known = enquiry.assignedUserId === null || colleagues.some((u) => u.userId === enquiry.assignedUserId);
  return (
    <TextField
      select
      size="small"
      label={translate('app.enquiries.actions.assign')}
      value={value}
      disabled={change.isPending}
      onChange={(event) => {
        const assignedUserId = event.target.value === '' ? null : Number(event.target.value);
        change.mutate({
          enquiry,
          change: { assignedUserId },
          done:
            assignedUserId === null ? { key: 'app.enquiries.done.unassigned' } : { key: 'app.enquiries.done.assigned', args: { name: nameOf(assignedUserId) } },
        });
      }}
      fullWidth={false}
      sx={{ width: 240, maxWidth: '100%' }}
    >
      <MenuItem value="">{translate('app.enquiries.unassigned')}</MenuItem>
      {!known && <MenuItem value={value}>{enquiry.assignedUserName ?? translate('app.enquiries.unknown_user')}</MenuItem>}
      {colleagues.map((user) => (
        <MenuItem key={user.userId} value={String(user.userId)}>
          {user.name ?? user.email}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * What a user who may handle the enquiry can do with it: answer it by mail, assign it, and move it between the
 * inbox, the archive and spam. A reader is told they only read.
 */
export const EnquiryActions = ({ enquiry }: { enquiry: Enquiry }) => {
  const translate = useTranslate();
  const mayHandle = useMayHandleEnquiries();
  const change = useEnquiryChange();
  const [replying, setReplying] = useState(false);
  if (!mayHandle) return <Alert severity="info">{translate('app.enquiries.show.read_only')}</Alert>;
  const button = (label: string, status: EnquiryStatus, icon: ReactNode, done = `app.enquiries.done.${status}`) => (
    <Button variant="outlined" startIcon={icon} disabled={change.isPending} onClick={() => change.mutate({ enquiry, change: { status }, done: { key: done } })}>
      {translate(label)}
    </Button>
  );
  const { status } = enquiry;
  // Back from the archive or spam it goes to the inbox as read: it has been seen.
  const restored = 'app.enquiries.done.restored';
  return (
    <Stack
      component="section"
      aria-label={translate('app.enquiries.actions.label')}
      direction="row"
      useFlexGap
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {enquiry.email && status !== 'spam' && (
        <Button variant="contained" startIcon={<EmailOutlinedIcon />} onClick={() => setReplying(true)}>
          {translate('app.enquiries.actions.reply')}
        </Button>
      )}
      <AssignField enquiry={enquiry} />
      {(status === 'read' || status === 'answered') && button('app.enquiries.actions.mark_unread', 'new', <MailOutlineOutlinedIcon />)}
      {status === 'archived'
        ? button('app.enquiries.actions.unarchive', 'read', <InboxIcon />, restored)
        : status !== 'spam' && button('app.enquiries.actions.archive', 'archived', <InventoryIcon />)}
      {status === 'spam'
        ? button('app.enquiries.actions.not_spam', 'read', <CheckCircleIcon />, restored)
        : button('app.enquiries.actions.spam', 'spam', <ReportIcon />)}
      {replying && <ReplyDialog enquiry={enquiry} onClose={() => setReplying(false)} />}
    </Stack>
  );
};

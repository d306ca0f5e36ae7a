import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { realtime } from '@/lib/realtime/realtime';
import { useSubmissionKeys } from '@/lib/submission-key';
import { uploadAttachment } from '../api/attachments';
import { addMessages, postMessage } from '../api/messages';
import { attachmentProblem } from '../lib/attachment-check';

/** A typing event goes out at most this often while the person keeps typing. */
const TYPING_THROTTLE_MS = 3_000;
/** After this long without a keystroke the others are told the person stopped. */
const TYPING_IDLE_MS = 4_000;

const detailOf = (error: unknown) =>
  error instanceof ApiError ? (error.detail ?? Object.values(error.fieldErrors)[0]) : undefined;

/**
 * The composer's behaviour: sending clears the text at once, restores it on failure and
 * locks further sends until the answer; typing is announced (throttled); an attachment is checked
 * against the shared limits before it is uploaded.
 */
export function useComposer(userId: string, conversationId: string) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const [text, setTextState] = useState('');
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const typing = useRef({
    active: false,
    lastSent: 0,
    idle: undefined as ReturnType<typeof setTimeout> | undefined,
  });

  const stopTyping = useCallback(() => {
    clearTimeout(typing.current.idle);
    if (!typing.current.active) return;
    typing.current.active = false;
    typing.current.lastSent = 0;
    realtime.send({ type: 'typing', conversation_id: conversationId, is_typing: false });
  }, [conversationId]);

  useEffect(() => stopTyping, [stopTyping]);

  const setText = (value: string) => {
    setTextState(value);
    setError(null);
    if (!value.trim()) {
      stopTyping();
      return;
    }
    const now = Date.now();
    if (now - typing.current.lastSent >= TYPING_THROTTLE_MS) {
      if (realtime.send({ type: 'typing', conversation_id: conversationId, is_typing: true })) {
        typing.current.active = true;
        typing.current.lastSent = now;
      }
    }
    clearTimeout(typing.current.idle);
    typing.current.idle = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const send = async () => {
    const original = text;
    const content = original.trim();
    if (!content || sending || uploading) return;
    setTextState('');
    setError(null);
    setSending(true);
    stopTyping();
    try {
      // The same text retried after a failure keeps its key: a lost answer is replayed, not re-sent.
      const message = await postMessage(conversationId, content, keys.keyFor({ conversationId, content }));
      keys.reset();
      addMessages(queryClient, userId, [message], { seen: true });
    } catch (failure) {
      // A failed send puts the text back (ahead of anything typed since).
      logFailure('Failed to send message', failure);
      setTextState((current) => (current.trim() ? `${original}\n${current}` : original));
      setError(detailOf(failure) ?? t('composer.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  const upload = async (file: File, kind: 'image' | 'file') => {
    if (sending || uploading) return;
    const problem = attachmentProblem(file, kind);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setUploading(file.name);
    try {
      const message = await uploadAttachment(conversationId, file);
      addMessages(queryClient, userId, [message], { seen: true });
    } catch (failure) {
      logFailure('Failed to upload attachment', failure);
      setError(detailOf(failure) ?? t('composer.sendFailed'));
    } finally {
      setUploading(null);
    }
  };

  return { text, setText, sending, uploading, error, send, upload, stopTyping };
}

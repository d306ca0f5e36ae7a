import { type AttachmentDto, isImageContentType } from '@hirehand/shared/messaging/messaging';
import { Download, FileText, Image as ImageIcon, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { fetchAttachment } from '../api/attachments';
import { formatFileSize } from '../lib/attachment-check';

/** Saves a blob under the server's file name through a temporary `<a download>`. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An image attachment shown inline: fetched with the bearer token and shown from an object URL. */
function InlineImage({ attachment }: { attachment: AttachmentDto }) {
  const { t } = useTranslation('messaging');
  const [state, setState] = useState<{ url: string } | 'loading' | 'failed'>('loading');

  useEffect(() => {
    let url: string | null = null;
    let active = true;
    fetchAttachment(attachment.url)
      .then((blob) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setState({ url });
      })
      .catch((error) => {
        console.error('Failed to load attachment', error);
        if (active) setState('failed');
      });
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachment.url]);

  if (state === 'loading') {
    return (
      <span role="status" className="flex h-32 w-48 max-w-full items-center justify-center gap-2 text-xs">
        <Spinner />
        {t('attachment.loadingImage')}
      </span>
    );
  }
  if (state === 'failed') {
    return (
      <span className="flex items-center gap-2 text-sm">
        <ImageOff aria-hidden="true" className="size-4" />
        {t('attachment.imageFailed')}
      </span>
    );
  }
  return (
    <img
      src={state.url}
      alt={t('attachment.imageAlt', { name: attachment.file_name })}
      className="h-auto max-h-64 w-auto max-w-full self-start rounded-lg bg-white object-contain"
    />
  );
}

/** A file attachment: a button with its name and size that downloads it (with the bearer token). */
function FileDownload({ attachment, own }: { attachment: AttachmentDto; own: boolean }) {
  const { t } = useTranslation('messaging');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await fetchAttachment(attachment.url), attachment.file_name);
    } catch (error) {
      console.error('Failed to download attachment', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex flex-col gap-1">
      <button
        type="button"
        aria-label={t('attachment.download', { name: attachment.file_name })}
        disabled={busy}
        onClick={() => void download()}
        className={cn(
          'flex max-w-full items-center gap-3 rounded-lg px-3 py-2 text-left',
          own ? 'bg-blue-800 hover:bg-blue-900' : 'bg-white ring-1 ring-slate-200 hover:bg-slate-50',
          focusRing,
        )}
      >
        {isImageContentType(attachment.content_type) ? (
          <ImageIcon aria-hidden="true" className="size-6 shrink-0" />
        ) : (
          <FileText aria-hidden="true" className="size-6 shrink-0" />
        )}
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold">{attachment.file_name}</span>
          <span className={cn('block text-xs', own ? 'text-blue-100' : 'text-slate-600')}>
            {formatFileSize(attachment.size_bytes)}
          </span>
        </span>
        {busy ? (
          <Spinner className="shrink-0" />
        ) : (
          <Download aria-hidden="true" className="size-4 shrink-0" />
        )}
      </button>
      {failed ? (
        <span role="alert" className={cn('text-xs', own ? 'text-white' : 'text-red-700')}>
          {t('attachment.downloadFailed')}
        </span>
      ) : null}
    </span>
  );
}

/** An attachment in a bubble: JPG and PNG inline, any other file as a download button. */
export function AttachmentView({ attachment, own }: { attachment: AttachmentDto; own: boolean }) {
  if (!isImageContentType(attachment.content_type)) return <FileDownload attachment={attachment} own={own} />;
  return (
    <span className="flex flex-col gap-1">
      <InlineImage attachment={attachment} />
      <FileDownload attachment={attachment} own={own} />
    </span>
  );
}

/**
 * An appeal's attachments on screen: the form's control (the kit's `upload` value type with its own
 * input, as the OSS page's FileInput: each chosen file goes at once to the object store's attach upload
 * and the field holds the attachments made) and the detail's list of download links. Names are text,
 * never markup; an address the page may not link to is shown as text only.
 */
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { getConfig, uploadAttachment } from '@lingxi/core';
import type { InputProps } from '@lingxi/ui';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Attachment, attachmentHref, attachmentList, attachmentName, attachmentOf } from './attachments';

/** At most this many files on an appeal (`attachIds` holds up to 1000 characters). */
export const MAX_ATTACHMENTS = 20;

/** The form's control: the attachments made so far, an upload button, the files on their way. */
export function AttachmentsInput({ value, onChange, disabled, id }: InputProps) {
  const { t } = useTranslation();
  const attachments = attachmentList(value);
  // uploads finish one after another: each adds to what the field holds by then
  const latest = useRef(attachments);
  latest.current = attachments;
  const [pending, setPending] = useState<UploadFile[]>([]);
  // a file removed while on its way is not added when it arrives
  const dropped = useRef(new Set<string>());
  const fileList: UploadFile[] = [
    ...attachments.map((one) => ({
      uid: `attach-${one.id}`,
      name: attachmentName(one),
      status: 'done' as const,
      url: attachmentHref(one.link, getConfig().apiBase),
    })),
    ...pending,
  ];
  const full = attachments.length + pending.length >= MAX_ATTACHMENTS;
  return (
    <Upload
      multiple
      disabled={disabled}
      fileList={fileList}
      className="lx-appeal-attachments-input"
      customRequest={async ({ file, onSuccess, onError }) => {
        const chosen = file as File & { uid: string };
        setPending((list) => [...list, { uid: chosen.uid, name: chosen.name, status: 'uploading' }]);
        try {
          const answer = await uploadAttachment(chosen);
          if (dropped.current.has(chosen.uid)) return;
          const next = [...latest.current, attachmentOf(answer)];
          latest.current = next;
          onChange?.(next);
          setPending((list) => list.filter((one) => one.uid !== chosen.uid));
          onSuccess?.(answer);
        } catch (error) {
          // the request layer has said why; the file stays listed as failed until removed
          setPending((list) =>
            list.map((one) => (one.uid === chosen.uid ? { ...one, status: 'error' as const } : one)),
          );
          onError?.(error as Error);
        }
      }}
      onRemove={(file) => {
        if (pending.some((one) => one.uid === file.uid)) {
          dropped.current.add(file.uid);
          setPending((list) => list.filter((one) => one.uid !== file.uid));
          return true;
        }
        const next = latest.current.filter((one) => `attach-${one.id}` !== file.uid);
        latest.current = next;
        onChange?.(next);
        return true;
      }}
    >
      <Button id={id} icon={<UploadOutlined aria-hidden />} disabled={disabled || full}>
        {t('appeal.upload')}
      </Button>
    </Upload>
  );
}

/** The detail's attachments: download links under their original names (text, never markup). */
export function AttachmentList({ attachments }: { attachments?: readonly Attachment[] | null }) {
  const { t } = useTranslation();
  const list = attachmentList(attachments);
  if (list.length === 0)
    return <Typography.Text type="secondary">{t('appeal.noAttachments')}</Typography.Text>;
  const base = getConfig().apiBase;
  return (
    <ul
      className="lx-appeal-attachments"
      aria-label={t('appeal.attachments')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {list.map((one) => {
        const name = attachmentName(one);
        const href = attachmentHref(one.link, base);
        return (
          <li key={one.id} data-attach-id={one.id}>
            <PaperClipOutlined aria-hidden />{' '}
            {href ? (
              <Typography.Link href={href} download={name} target="_blank" rel="noopener noreferrer">
                {name}
              </Typography.Link>
            ) : (
              <Typography.Text>{name}</Typography.Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}

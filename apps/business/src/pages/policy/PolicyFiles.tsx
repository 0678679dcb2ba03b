/**
 * A policy's files on screen: the edit form's list of the files kept (each can be taken off; a new
 * file is the kit's file input beside it), and the detail's list, each file downloaded with the name
 * and type the server gives it. Names are text, never markup.
 */
import { DeleteOutlined, DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { saveBlob } from '@lingxi/core';
import { type InputProps, notifySuccess } from '@lingxi/ui';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPolicyFile, type PolicyFile } from './api';
import { fileList, sizeText } from './files';

/** The edit form's control: the files the policy keeps. */
export function KeptFiles({ value, onChange, disabled, id }: InputProps) {
  const { t } = useTranslation();
  const files = fileList(value);
  if (files.length === 0)
    return (
      <Typography.Text id={id} type="secondary">
        {t('policy.noFiles')}
      </Typography.Text>
    );
  return (
    <ul id={id} className="lx-policy-files">
      {files.map((file) => (
        <li key={file.attachId}>
          <PaperClipOutlined aria-hidden /> <Typography.Text>{file.originalName}</Typography.Text>{' '}
          <Button
            type="link"
            size="small"
            danger
            disabled={disabled}
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('policy.removeFile', { name: file.originalName })}
            onClick={() => onChange?.(files.filter((one) => one.attachId !== file.attachId))}
          />
        </li>
      ))}
    </ul>
  );
}

/** Downloads a file and saves it under the server's name; answers the name. */
export async function saveFile(file: Pick<PolicyFile, 'id' | 'originalName'>): Promise<string> {
  const downloaded = await downloadPolicyFile(file);
  saveBlob(downloaded.blob, downloaded.name);
  return downloaded.name;
}

/** The detail's files, each with its download button. */
export function FileLinks({ files }: { files: readonly PolicyFile[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string>();
  if (files.length === 0) return <Typography.Text type="secondary">{t('policy.noFiles')}</Typography.Text>;
  return (
    <ul className="lx-policy-files">
      {files.map((file) => (
        <li key={String(file.id)}>
          <PaperClipOutlined aria-hidden /> <Typography.Text>{file.originalName}</Typography.Text>{' '}
          <Typography.Text type="secondary">{sizeText(file.attachSize)}</Typography.Text>{' '}
          <Button
            type="link"
            size="small"
            loading={busy === file.id}
            icon={<DownloadOutlined aria-hidden />}
            aria-label={t('policy.downloadFile', { name: file.originalName })}
            onClick={async () => {
              setBusy(file.id);
              try {
                const name = await saveFile(file);
                notifySuccess(t('policy.downloaded', { name }));
              } catch {
                // the request layer has said why
              } finally {
                setBusy(undefined);
              }
            }}
          >
            {t('policy.download')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import { notices, uploadAttachment } from '@lingxi/core';
import { invalidateResource } from '@lingxi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attach } from './fields';

/** The toolbar's upload: one file at a time, then the list shows it. */
export function UploadButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      showUploadList={false}
      disabled={busy}
      customRequest={async ({ file, onSuccess, onError }) => {
        setBusy(true);
        try {
          const answer = await uploadAttachment(file as File);
          notices.emit({ level: 'success', text: t('attach.uploaded', { name: answer.originalName }) });
          await invalidateResource(queryClient, attach.api);
          onSuccess?.(answer);
        } catch (error) {
          onError?.(error as Error); // the request layer has said why
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
        {t('attach.upload')}
      </Button>
    </Upload>
  );
}

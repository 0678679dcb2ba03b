import { UploadOutlined } from '@ant-design/icons';
import { notices, type UploadedAttachment, uploadAttachment } from '@lingxi/core';
import { useSubmit } from '@lingxi/ui';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { attach } from './fields';

/** The toolbar's upload: one file at a time (the kit's save: busy, once), then the list shows it. */
export function UploadButton() {
  const { t } = useTranslation();
  const upload = useSubmit((file: File) => uploadAttachment(file), {
    success: false, // the message names the file
    invalidates: [attach],
    onSuccess: (answer: UploadedAttachment) =>
      notices.emit({ level: 'success', text: t('attach.uploaded', { name: answer.originalName }) }),
  });
  return (
    <Upload
      showUploadList={false}
      disabled={upload.busy}
      customRequest={({ file, onSuccess, onError }) => {
        void upload.submit(file as File).then((sent) => {
          // the request layer has said why a refused upload failed
          if (sent) onSuccess?.(undefined);
          else onError?.(new Error('upload refused'));
        });
      }}
    >
      <Button icon={<UploadOutlined aria-hidden />} loading={upload.busy}>
        {t('attach.upload')}
      </Button>
    </Upload>
  );
}

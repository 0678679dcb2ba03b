import type { UploadedAttachment } from '@lingxi/core';
import { useTranslation } from 'react-i18next';

/** A test upload's answer: the stored file's name and its link. */
export function UploadResult({ file }: { file: UploadedAttachment }) {
  const { t } = useTranslation();
  return (
    <span>
      {t('oss.uploadedAs', { name: file.originalName })}{' '}
      <a href={file.link} target="_blank" rel="noreferrer">
        {file.link}
      </a>
    </span>
  );
}

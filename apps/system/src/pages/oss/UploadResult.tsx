import { useTranslation } from 'react-i18next';
import type { Uploaded } from '../attach/fields';

/** A test upload's answer: the stored file's name and its link. */
export function UploadResult({ file }: { file: Uploaded }) {
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

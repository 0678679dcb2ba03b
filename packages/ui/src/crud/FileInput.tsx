/**
 * A form control holding one chosen file (not uploaded yet): the form's submit sends it, e.g. an OSS
 * configuration's test upload. Its value is the File.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './schema';

export function FileInput({ value, onChange, disabled, id, accept }: InputProps & { accept?: string }) {
  const { t } = useTranslation();
  const file = value instanceof File ? value : undefined;
  return (
    <Upload
      accept={accept}
      maxCount={1}
      disabled={disabled}
      fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
      beforeUpload={(chosen) => {
        onChange?.(chosen);
        return false; // kept until the form is submitted
      }}
      onRemove={() => onChange?.(undefined)}
    >
      <Button id={id} icon={<UploadOutlined aria-hidden />} disabled={disabled}>
        {t('crud.chooseFile')}
      </Button>
    </Upload>
  );
}

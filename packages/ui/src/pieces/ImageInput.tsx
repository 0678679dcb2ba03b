/**
 * The `image` field type: a form control whose chosen picture goes at once to the object store's
 * attachment upload (the field holds the link it answers), and its display. The link is the gateway's
 * own (`/oss/…`) or an http(s) one; it is only ever an image's source (core's `attachmentHref` refuses
 * any other address), never markup.
 */
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { attachmentHref, getConfig, uploadAttachment } from '@lingxi/core';
import { Button, Flex, Image, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../crud/schema';

/** The picture types the control accepts, by file name. */
export const IMAGE_FILE = /\.(png|jpe?g|gif|webp|bmp)$/i;

/** A stored picture, or nothing for an empty or refused address; `label` is its text alternative. */
export function ImageView({ link, label }: { link: string | null | undefined; label: string }) {
  const src = attachmentHref(link, getConfig().apiBase);
  if (!src) return null;
  return <Image src={src} alt={label} width={160} />;
}

export function ImageInput({ value, onChange, disabled, id, label }: InputProps & { label: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const link = typeof value === 'string' && value ? value : undefined;
  return (
    <Flex vertical gap={8}>
      {link && <ImageView link={link} label={label} />}
      <Flex gap={8}>
        <Upload
          accept="image/*"
          maxCount={1}
          showUploadList={false}
          disabled={disabled || busy}
          customRequest={async ({ file, onSuccess, onError }) => {
            const chosen = file as File;
            if (!IMAGE_FILE.test(chosen.name)) {
              setRefused(true);
              onError?.(new Error('not an image'));
              return;
            }
            setRefused(false);
            setBusy(true);
            try {
              const answer = await uploadAttachment(chosen);
              onChange?.(answer.link);
              onSuccess?.(answer);
            } catch (error) {
              onError?.(error as Error); // the request layer has said why
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button id={id} icon={<PictureOutlined aria-hidden />} loading={busy} disabled={disabled}>
            {t(link ? 'pieces.image.change' : 'pieces.image.choose')}
          </Button>
        </Upload>
        {link && !disabled && (
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.('')}>
            {t('pieces.image.remove')}
          </Button>
        )}
      </Flex>
      {refused && (
        <span role="alert" className="ant-form-item-explain-error">
          {t('pieces.image.type')}
        </span>
      )}
    </Flex>
  );
}

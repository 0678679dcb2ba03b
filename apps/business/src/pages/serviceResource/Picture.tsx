/**
 * A service's picture: the form's control (the image goes at once to the object store's attach upload;
 * the field holds the link it answers) and its display. The address is the gateway's own (`/oss/…`) or
 * an http(s) one (as the gateway accepts it), shown only as an image's source, never as markup.
 */
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { getConfig, uploadAttachment } from '@lingxi/core';
import type { InputProps } from '@lingxi/ui';
import { Button, Flex, Image, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentHref } from '../appeal/attachments';

const IMAGE = /\.(png|jpe?g|gif|webp|bmp)$/i;

/** Where a picture is fetched from, or undefined for an address the page may not use. */
export const pictureSrc = (link: string | null | undefined): string | undefined =>
  attachmentHref(link, getConfig().apiBase);

export function PictureView({ link }: { link: string | null | undefined }) {
  const { t } = useTranslation();
  const src = pictureSrc(link);
  if (!src) return null;
  return <Image src={src} alt={t('serviceResource.picture')} width={160} />;
}

export function PictureInput({ value, onChange, disabled, id }: InputProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);
  const link = typeof value === 'string' && value ? value : undefined;
  return (
    <Flex vertical gap={8}>
      {link && <PictureView link={link} />}
      <Flex gap={8}>
        <Upload
          accept="image/*"
          maxCount={1}
          showUploadList={false}
          disabled={disabled || busy}
          customRequest={async ({ file, onSuccess, onError }) => {
            const chosen = file as File;
            if (!IMAGE.test(chosen.name)) {
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
              // the request layer has said why
              onError?.(error as Error);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button id={id} icon={<PictureOutlined aria-hidden />} loading={busy} disabled={disabled}>
            {t(link ? 'serviceResource.pictureChange' : 'serviceResource.pictureChoose')}
          </Button>
        </Upload>
        {link && !disabled && (
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.('')}>
            {t('serviceResource.pictureRemove')}
          </Button>
        )}
      </Flex>
      {refused && (
        <span role="alert" className="ant-form-item-explain-error">
          {t('serviceResource.pictureType')}
        </span>
      )}
    </Flex>
  );
}

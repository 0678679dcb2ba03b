/**
 * A record's details in a drawer (the appeal pages' appeal and record details): the detail loaded while
 * the drawer is open (`useDetail`, refreshed by every write to the resource), a spinner until it comes,
 * then what the page shows of it.
 *
 * ```tsx
 * const shown = useDisclosure<Appeal>();
 * <DetailDrawer api={appealApi} id={shown.record?.id} onClose={shown.close} title="appeal.detail">
 *   {(appeal) => <AppealFacts appeal={appeal} />}
 * </DetailDrawer>
 * ```
 */

import { PrinterOutlined } from '@ant-design/icons';
import type { AnyCrudApi } from '@lingxi/core';
import { Button, Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDetail } from './data';
import './crud.css';

/**
 * Just below antd's dialogs (1000): an action started in the drawer opens its dialog, rendered by the
 * page before the drawer was, above it and not hidden behind it.
 */
export const DETAIL_DRAWER_Z = 999;

export interface DetailDrawerProps<T, R> {
  api: AnyCrudApi<T>;
  /** The record shown; undefined: closed. */
  id: string | undefined;
  /** The detail's call, when not the resource's `detail`. */
  load?: (id: string) => Promise<R>;
  /** i18n key of the title. */
  title: string;
  onClose(): void;
  size?: number;
  /**
   * A Print button in the drawer's head: the browser prints the drawer's content alone (the print
   * stylesheet of crud.css hides the console around it).
   */
  printable?: boolean;
  children: (record: R) => ReactNode;
}

export function DetailDrawer<T, R = T>({
  api,
  id,
  load,
  title,
  onClose,
  size = 900,
  printable = false,
  children,
}: DetailDrawerProps<T, R>) {
  const { t } = useTranslation();
  const detail = useDetail<T, R>(api, id, load);
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      size={size}
      title={t(title)}
      destroyOnHidden
      zIndex={DETAIL_DRAWER_Z}
      {...(printable
        ? {
            rootClassName: 'lx-printable',
            extra: (
              <Button
                icon={<PrinterOutlined aria-hidden />}
                disabled={detail.data === undefined}
                onClick={() => window.print()}
              >
                {t('crud.print')}
              </Button>
            ),
          }
        : {})}
    >
      <Spin spinning={detail.isPending}>{detail.data !== undefined && children(detail.data)}</Spin>
    </Drawer>
  );
}

/**
 * ExportButton (PAGES "What every list page shares": export; SPEC §7 "Logs and development"): a GET
 * blob download of the current filters with the token in the query, saved as `<name>.xlsx`. Resources
 * the spec names use core's `downloadExport` (`exportName`: the spec's file name in the interface
 * language); others give their own `fileName`. While downloading the button is busy; a failure leaves
 * it usable (the request layer has already shown the server's message, SPEC §8).
 *
 * ```tsx
 * <ExportButton url="/lingxi-operation-log/export" exportName="operationLog" filters={() => list.query} />
 * <ExportButton url="/lingxi-desk/notice/export" fileName={t('notice.exportName')} filters={query} />
 * ```
 */
import { DownloadOutlined } from '@ant-design/icons';
import { downloadExport, type ExportName, exportParams, http, saveBlob } from '@lingxi/core';
import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { busyButton } from './busy';

type Filters = Record<string, unknown>;

/** Either a spec export name (SPEC §7) or a file name of the page's own (`.xlsx` added when missing). */
type ExportTarget = { exportName: ExportName; fileName?: never } | { fileName: string; exportName?: never };

export type ExportButtonProps = ExportTarget & {
  url: string;
  /** The list's current filters, or a function reading them at click time. */
  filters?: Filters | (() => Filters) | undefined;
  /** The button's text; "Export" by default. */
  children?: ReactNode;
  type?: ButtonProps['type'];
  disabled?: boolean | undefined;
  /** Called with the file name once the file has been handed to the browser. */
  onExported?: ((fileName: string) => void) | undefined;
};

/** The filters worth sending: empty values would filter on nothing. */
export function exportFilters(filters: Filters): Filters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/** `<name>.xlsx`, unless the name already ends with it. */
export const xlsxName = (name: string) => (/\.xlsx$/i.test(name) ? name : `${name}.xlsx`);

export function ExportButton({
  url,
  exportName,
  fileName,
  filters,
  children,
  type,
  disabled,
  onExported,
}: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const query = exportFilters((typeof filters === 'function' ? filters() : filters) ?? {});
      let saved: string;
      if (exportName) {
        saved = await downloadExport(url, exportName, query);
      } else {
        const response = await http.get<Blob>(url, { params: exportParams(query), responseType: 'blob' });
        saved = xlsxName(fileName ?? 'export');
        saveBlob(response.data, saved);
      }
      onExported?.(saved);
    } catch {
      // SPEC §8: the request layer has shown why; the button stays usable.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type={type}
      disabled={disabled}
      onClick={download}
      {...busyButton(busy, <DownloadOutlined aria-hidden />)}
    >
      {children ?? t('pieces.export.button')}
    </Button>
  );
}

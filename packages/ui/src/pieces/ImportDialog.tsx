/**
 * ImportDialog (PAGES "What every list page shares": import): upload one .xls/.xlsx file with an
 * overwrite switch (`isCovered` 1/0) and a template download, show the upload's progress (and, once the
 * file is sent, that the server is importing it), then what the server answered: counts and the rows that failed. A file of another type is refused before anything
 * is sent. A failed upload keeps the chosen file (the request layer has already shown the server's
 * message, SPEC §8), so the user can retry or switch the overwrite option; when the server refused the
 * file row by row (a 400 whose `data.errors` lists the refused rows: nothing was stored), those rows are
 * listed with their reasons beside the kept file. With `multiple` several workbooks go in one request,
 * each under `file` (the regional enterprise library), and each refused row names its workbook.
 *
 * ```tsx
 * <ImportDialog open={open} onClose={close} title={t('user.import')} uploadUrl="/lingxi-user/import-user"
 *   templateUrl="/lingxi-user/export-template" templateName="用户导入模板.xlsx" onImported={() => list.refetch()} />
 * ```
 */
import { InboxOutlined } from '@ant-design/icons';
import { http, saveBlob, uploadFiles } from '@lingxi/core';
import { Alert, Button, Flex, Modal, Progress, Space, Switch, Table, Typography, Upload } from 'antd';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { busyButton } from './busy';
import { whenLoaded } from './later';

/** The dialog's frame and its hint, loaded on first render by the shared antd: drawn with it. */
export const partsReady = whenLoaded(Modal, Typography);

/** A row the server refused: its workbook (when several were sent), its row number, why. */
export interface ImportRowError {
  file?: string;
  row: number | string;
  message: string;
}

/** What an import answers, as far as the console reads it. */
export interface ImportSummary {
  total?: number | undefined;
  success?: number | undefined;
  failed?: number | undefined;
  errors: ImportRowError[];
  /** A plain text answer (some endpoints put a sentence in `data`). */
  message?: string | undefined;
}

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** The multipart endpoint; the file goes under `file`, the overwrite choice under `isCovered`. */
  uploadUrl: string;
  /** A GET answering the template as a blob. */
  templateUrl?: string | undefined;
  /** The template's file name (with its extension). */
  templateName?: string | undefined;
  /** Called after the server accepted the file, so the list refreshes. */
  onImported: (summary: ImportSummary) => void;
  /** Several workbooks at once (at most `maxFiles`, default 10), sent together, each under `file`. */
  multiple?: boolean | undefined;
  maxFiles?: number | undefined;
}

const EXCEL = /\.xlsx?$/i;

/** Reads the server's `data` into a summary; anything unexpected leaves only what could be read. */
export function readImportAnswer(data: unknown): ImportSummary {
  if (typeof data === 'string') return { errors: [], message: data };
  if (data === null || typeof data !== 'object') return { errors: [] };
  const answer = data as Record<string, unknown>;
  const count = (value: unknown) =>
    (typeof value === 'number' || typeof value === 'string') && value !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;
  const errors = Array.isArray(answer.errors)
    ? answer.errors
        .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
        .map((item) => ({
          ...(typeof item.file === 'string' && item.file ? { file: item.file } : {}),
          row: typeof item.row === 'number' || typeof item.row === 'string' ? item.row : '',
          message: String(item.message ?? ''),
        }))
    : [];
  return {
    total: count(answer.total),
    success: count(answer.success),
    failed: count(answer.failed) ?? (errors.length ? errors.length : undefined),
    errors,
  };
}

export function ImportDialog({ open, onClose, title, ...rest }: ImportDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={title ?? t('pieces.import.title')}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: false }}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <ImportForm {...rest} onClose={onClose} onBusy={setBusy} />
    </Modal>
  );
}

/** The rows a refused upload names (an ApiError's body `data.errors`), or none. */
function refusedRows(error: unknown): ImportRowError[] {
  const body = (error as { body?: { data?: unknown } } | null)?.body;
  return readImportAnswer(body?.data ?? null).errors;
}

/** The refused rows as a table: the workbook when any row names one, the row, the reason. */
function RowErrors({ errors, title }: { errors: ImportRowError[]; title: string }) {
  const { t } = useTranslation();
  const byFile = errors.some((error) => error.file);
  return (
    <Table
      size="small"
      title={() => title}
      rowKey={(row) => `${row.file ?? ''}:${row.row}:${row.message}`}
      dataSource={errors}
      pagination={errors.length > 5 ? { pageSize: 5, size: 'small' } : false}
      columns={[
        ...(byFile ? [{ title: t('pieces.import.file'), dataIndex: 'file', width: 160 }] : []),
        { title: t('pieces.import.row'), dataIndex: 'row', width: 80 },
        { title: t('pieces.import.reason'), dataIndex: 'message' },
      ]}
    />
  );
}

type Phase =
  | { step: 'choose'; failed: boolean; refused?: ImportRowError[] }
  | { step: 'uploading'; percent: number }
  | { step: 'done'; summary: ImportSummary };

function ImportForm({
  uploadUrl,
  templateUrl,
  templateName,
  onImported,
  onClose,
  onBusy,
  multiple = false,
  maxFiles = 10,
}: Omit<ImportDialogProps, 'open' | 'title'> & { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const coveredId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const chosenFiles = useRef<File[]>([]);
  const keep = (list: File[]) => {
    chosenFiles.current = list;
    setFiles(list);
  };
  const [refused, setRefused] = useState<string | null>(null);
  const [covered, setCovered] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: 'choose', failed: false });
  const [fetchingTemplate, setFetchingTemplate] = useState(false);

  const choose = (chosen: File) => {
    if (!EXCEL.test(chosen.name)) {
      setRefused(t('pieces.import.wrongType', { name: chosen.name }));
      return;
    }
    // several files chosen at once arrive one call each before a render: the ref holds the latest list
    const others = multiple ? chosenFiles.current.filter((one) => one.name !== chosen.name) : [];
    if (others.length >= maxFiles) {
      setRefused(t('pieces.import.tooMany', { count: maxFiles }));
      return;
    }
    // the same name again replaces the earlier choice
    keep([...others, chosen]);
    setRefused(null);
    setPhase({ step: 'choose', failed: false });
  };

  const upload = async () => {
    if (files.length === 0 || phase.step === 'uploading') return;
    setPhase({ step: 'uploading', percent: 0 });
    onBusy(true);
    try {
      const data = await uploadFiles<unknown>(
        uploadUrl,
        multiple ? files : (files[0] as File),
        { isCovered: covered ? '1' : '0' },
        (percent) => setPhase({ step: 'uploading', percent }),
      );
      const summary = readImportAnswer(data);
      setPhase({ step: 'done', summary });
      onImported(summary);
    } catch (error) {
      // SPEC §8: the request layer has shown why; the file stays chosen for another try, beside the
      // rows the server refused when it named them
      setPhase({ step: 'choose', failed: true, refused: refusedRows(error) });
    } finally {
      onBusy(false);
    }
  };

  const downloadTemplate = async () => {
    if (!templateUrl || fetchingTemplate) return;
    setFetchingTemplate(true);
    try {
      const response = await http.get<Blob>(templateUrl, { responseType: 'blob' });
      saveBlob(response.data, templateName ?? 'template.xlsx');
    } catch {
      // shown by the request layer
    } finally {
      setFetchingTemplate(false);
    }
  };

  if (phase.step === 'done') {
    const { summary } = phase;
    const counted =
      summary.total !== undefined || summary.success !== undefined || summary.failed !== undefined;
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert
          type={summary.failed ? 'warning' : 'success'}
          showIcon
          title={t('pieces.import.done')}
          description={
            counted
              ? t('pieces.import.summary', {
                  total: summary.total ?? (summary.success ?? 0) + (summary.failed ?? 0),
                  success: summary.success ?? (summary.total ?? 0) - (summary.failed ?? 0),
                  failed: summary.failed ?? 0,
                })
              : summary.message
          }
        />
        {summary.errors.length > 0 && <RowErrors errors={summary.errors} title={t('pieces.import.errors')} />}
        <Flex justify="end" gap={8}>
          <Button
            onClick={() => {
              keep([]);
              setPhase({ step: 'choose', failed: false });
            }}
          >
            {t('pieces.import.again')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('pieces.close')}
          </Button>
        </Flex>
      </Space>
    );
  }

  const uploading = phase.step === 'uploading';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Upload.Dragger
        accept={{ format: '.xls,.xlsx', filter: 'native' }}
        multiple={multiple}
        disabled={uploading}
        fileList={files.map((one) => ({
          uid: `chosen:${one.name}`,
          name: one.name,
          status: 'done' as const,
        }))}
        beforeUpload={(chosen) => {
          choose(chosen);
          return false;
        }}
        onRemove={(removed) =>
          keep(chosenFiles.current.filter((one) => `chosen:${one.name}` !== removed.uid))
        }
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t(multiple ? 'pieces.import.chooseMany' : 'pieces.import.choose')}</p>
        <p className="ant-upload-hint">
          {multiple ? t('pieces.import.hintMany', { count: maxFiles }) : t('pieces.import.hint')}
        </p>
      </Upload.Dragger>
      {refused && <Alert type="error" showIcon role="alert" title={refused} />}
      {phase.step === 'choose' && phase.failed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(phase.refused?.length ? 'pieces.import.refused' : 'pieces.import.failed', {
            count: phase.refused?.length ?? 0,
          })}
        />
      )}
      {phase.step === 'choose' && phase.refused && phase.refused.length > 0 && (
        <RowErrors errors={phase.refused} title={t('pieces.import.refusedRows')} />
      )}
      <Flex align="center" gap={8}>
        <Switch id={coveredId} checked={covered} onChange={setCovered} disabled={uploading} />
        <label htmlFor={coveredId}>{t('pieces.import.covered')}</label>
      </Flex>
      {uploading && (
        // once the whole file is sent the server reads and checks it (up to a few seconds for 5,000
        // rows): said as such, instead of an upload bar standing at 100 %
        <div aria-live="polite">
          <Typography.Text type="secondary">
            {phase.percent >= 100 ? t('pieces.import.processing') : t('pieces.import.uploading')}
          </Typography.Text>
          <Progress
            percent={phase.percent}
            status={phase.percent >= 100 ? 'active' : 'normal'}
            showInfo={phase.percent < 100}
            aria-label={phase.percent >= 100 ? t('pieces.import.processing') : t('pieces.import.uploading')}
          />
        </div>
      )}
      <Flex justify="space-between" gap={8}>
        <span>
          {templateUrl && (
            <Button onClick={downloadTemplate} {...busyButton(fetchingTemplate)}>
              {t('pieces.import.template')}
            </Button>
          )}
        </span>
        <Space>
          <Button onClick={onClose} disabled={uploading}>
            {t('pieces.cancel')}
          </Button>
          <Button type="primary" onClick={upload} disabled={files.length === 0} {...busyButton(uploading)}>
            {t('pieces.import.submit')}
          </Button>
        </Space>
      </Flex>
    </Space>
  );
}

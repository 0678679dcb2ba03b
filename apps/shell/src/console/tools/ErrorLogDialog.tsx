/**
 * The local error log's dialog (SPEC §3 "Local log entry", §8): the entries, with upload and clear (each
 * confirmed first). Its own chunk: most sessions never open it (issue 25).
 */
import { clearLogs, type LogEntry, logStore, notices, SHELL, uploadLogs, versionLabel } from '@lingxi/core';
import { useFeedback, whenLoaded } from '@lingxi/ui';
import { Button, Empty, Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { releaseStore } from '../releases';

/** The dialog's frame, loaded on first render by the shared antd: the dialog draws with it. */
export const partsReady = whenLoaded(Modal);

/**
 * The version of each part the console runs (issue 24): what a report of an error needs beside it, and
 * how to tell which release one is looking at.
 */
function RunningVersions() {
  const { t } = useTranslation();
  const running = useStore(releaseStore, (state) => state.running);
  // (an unversioned part, a shell not released with a version, has nothing to name)
  const parts = Object.entries(running)
    .filter(([, version]) => version !== '')
    .map(
      ([part, version]) =>
        `${part === SHELL ? t('release.shell') : t(`centre.${part}`)} ${versionLabel(version)}`,
    );
  if (parts.length === 0) return null;
  return (
    <p className="lx-log-versions" data-testid="running-versions">
      {t('tools.log.versions')}: {parts.join(' · ')}
    </p>
  );
}

export default function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const logs = useStore(logStore, (state) => state.logs);

  const upload = () =>
    modal.confirm({
      title: t('tools.log.confirmTitle'),
      content: t('tools.log.confirmUpload'),
      onOk: async () => {
        try {
          await uploadLogs();
          notices.emit({ level: 'success', text: t('tools.log.uploaded') });
        } catch {
          // core already showed why (SPEC §8); the log stays for another try
        }
      },
    });
  const clear = () =>
    modal.confirm({
      title: t('tools.log.confirmTitle'),
      content: t('tools.log.confirmClear'),
      onOk: () => {
        clearLogs();
        notices.emit({ level: 'success', text: t('tools.log.cleared') });
      },
    });

  const columns: TableColumnsType<LogEntry & { key: number }> = [
    {
      title: t('tools.log.type'),
      dataIndex: 'type',
      width: 150,
      render: (type) => t(`tools.log.types.${type}`),
    },
    { title: t('tools.log.message'), dataIndex: 'message', ellipsis: true },
    { title: t('tools.log.url'), dataIndex: 'url', ellipsis: true, width: 220 },
    { title: t('tools.log.time'), dataIndex: 'time', width: 170 },
  ];

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('tools.log.title')} width={880}>
      <RunningVersions />
      <div className="lx-log-actions">
        <Button type="primary" onClick={upload} disabled={logs.length === 0}>
          {t('tools.log.upload')}
        </Button>
        <Button danger onClick={clear} disabled={logs.length === 0}>
          {t('tools.log.clear')}
        </Button>
      </div>
      <Table<LogEntry & { key: number }>
        size="small"
        dataSource={logs.map((entry, index) => ({ ...entry, key: index }))}
        columns={columns}
        pagination={logs.length > 10 ? { pageSize: 10 } : false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tools.log.empty')} />,
        }}
        expandable={{
          rowExpandable: (entry) => Boolean(entry.stack || entry.info),
          expandedRowRender: (entry) => (
            <>
              {entry.info && (
                <p>
                  {t('tools.log.info')}: {entry.info}
                </p>
              )}
              <p>{t('tools.log.stack')}:</p>
              <pre className="lx-log-stack">{entry.stack}</pre>
            </>
          ),
        }}
      />
    </Modal>
  );
}

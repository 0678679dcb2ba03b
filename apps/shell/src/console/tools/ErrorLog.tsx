/**
 * The local error log (SPEC §3 "Local log entry", §8, §9 badge max 99): a bug icon with the count; the
 * dialog listing the entries loads the first time it is opened (issue 25: not in the first load).
 */
import { BugOutlined } from '@ant-design/icons';
import { LOG_BADGE_MAX, logBadge, logStore } from '@lingxi/core';
import { lazyWhole } from '@lingxi/ui';
import { Badge, Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';

const ErrorLogDialog = lazyWhole(
  () => import(/* webpackChunkName: "error-log" */ './ErrorLogDialog'),
  (m) => m.default,
);

export function ErrorLogButton() {
  const { t } = useTranslation();
  const count = useStore(logStore, (state) => state.logs.length);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false); // mounted from the first opening on: it closes animated
  return (
    <>
      <Badge count={logBadge(count)} overflowCount={LOG_BADGE_MAX} size="small" offset={[-6, 10]}>
        <Button
          type="text"
          className="lx-topbar-button"
          icon={<BugOutlined />}
          aria-label={t('tools.log.open')}
          data-testid="error-log"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </Badge>
      {opened && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

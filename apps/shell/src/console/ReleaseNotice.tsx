/**
 * "A new version of <centre> is available — reload" (issue 24): a notice in the corner that never
 * blocks the page. The console checks the runtime config on navigation, on a timer and on a load
 * failure (releases.ts); the reload asks first when a form is open, since its input would be lost.
 */
import { INTERVAL_CHECK_MS, reloadDecision, SHELL } from '@lingxi/core';
import { useFeedback } from '@lingxi/ui';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { checkVersions, noteShellStarted, releaseStore } from './releases';

const NOTICE_KEY = 'lx-release';

/** A form open in a dialog or drawer: what a reload would throw away. */
function formBeingEdited(): boolean {
  return Array.from(document.querySelectorAll('.ant-modal-wrap form, .ant-drawer-open form')).some(
    (form) =>
      (form as HTMLElement).offsetParent !== null || (form as HTMLElement).getClientRects().length > 0,
  );
}

export function useReleaseWatch(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    noteShellStarted();
    // the timer ticks each minute; `shouldCheck` lets one through every INTERVAL_CHECK_MS
    const timer = window.setInterval(
      () => void checkVersions('interval'),
      Math.min(60_000, INTERVAL_CHECK_MS),
    );
    return () => window.clearInterval(timer);
  }, []);
  // every navigation (at most one config request per NAVIGATION_CHECK_MS)
  useEffect(() => {
    void checkVersions('navigation');
  }, [pathname]);
}

export function ReleaseNotice() {
  const { t } = useTranslation();
  const { notification, modal } = useFeedback();
  const changed = useStore(releaseStore, (state) => state.changed);
  const names = changed.map((part) => (part === SHELL ? t('release.shell') : t(`centre.${part}`)));
  const text = names.join(t('release.and'));

  useEffect(() => {
    if (!reloadDecision({ changed, editing: false }).offer) {
      notification.destroy(NOTICE_KEY);
      return;
    }
    const reload = () => {
      if (!reloadDecision({ changed, editing: formBeingEdited() }).confirm) {
        window.location.reload();
        return;
      }
      modal.confirm({
        title: t('release.confirmTitle'),
        content: t('release.unsaved'),
        okText: t('release.reload'),
        onOk: () => window.location.reload(),
      });
    };
    notification.info({
      key: NOTICE_KEY,
      title: t('release.title'),
      description: (
        <div data-testid="release-notice">
          <p>{t('release.available', { name: text })}</p>
          <p>{t('release.unsaved')}</p>
        </div>
      ),
      actions: (
        <Button type="primary" size="small" onClick={reload}>
          {t('release.reload')}
        </Button>
      ),
      duration: 0,
      placement: 'bottomRight',
    });
  }, [changed, text, notification, modal, t]);

  return null;
}

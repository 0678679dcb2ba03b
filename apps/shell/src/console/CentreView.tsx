/**
 * One centre inside the content area, behind its own error boundary: an unreachable centre, a broken
 * manifest or a page that throws shows an error here with a retry, and the rest of the console keeps
 * working (STYLE.md; TOOLCHAIN pitfall 7).
 */
import { logError, type Recorded, type Recovery, recoverLoad, versionLabel } from '@lingxi/core';
import { Button, Result, Spin } from 'antd';
import { Component, type ErrorInfo, type ReactNode, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { checkVersions, registeredVersion } from './releases';
import { centreRoutesLoad } from './remotes';

/**
 * Re-renders once `promise` settles. The centre waits for its code with state, not with Suspense:
 * React holds back content revealed after a Suspense fallback for up to 300 ms, which the first page
 * after login would pay every time.
 */
function useSettled(promise: Recorded<unknown> | undefined): void {
  const [, settled] = useReducer((count: number) => count + 1, 0);
  const pending = promise?.status === 'pending';
  useEffect(() => {
    if (!promise || !pending) return;
    let live = true;
    const done = () => live && settled();
    promise.then(done, done); // also when it settled between this render and this effect
    return () => {
      live = false;
    };
  }, [promise, pending]);
}

function Loading() {
  const { t } = useTranslation();
  return <Spin tip={t('centre.loading')} style={{ display: 'block', margin: '15vh auto' }} />;
}

/** The centre's routes, once its code and the code of the page at `path` are there. */
function CentreContent({ centre, attempt, path }: { centre: string; attempt: number; path: string }) {
  const routes = centreRoutesLoad(centre, attempt)();
  useSettled(routes);
  const page = routes.status === 'fulfilled' ? routes.value.default.preload?.(path) : undefined;
  useSettled(page);
  if (routes.status === 'rejected') throw routes.reason; // to the centre's error boundary
  if (routes.status === 'pending' || page?.status === 'pending') return <Loading />;
  const { default: Routes } = routes.value;
  return <Routes />; // a page whose code failed throws from inside, to the same boundary
}

interface BoundaryProps {
  centre: string;
  /** This attempt is already the automatic retry of a load failure (issue 24: once only). */
  retried: boolean;
  onRetry: () => void;
  /** Loads the centre again from its live version, without a reload. */
  onRetryLive: () => void;
  children: ReactNode;
}

class CentreBoundary extends Component<BoundaryProps, { error: Error | null; recovery: Recovery | null }> {
  override state = { error: null as Error | null, recovery: null as Recovery | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A centre's failure goes to the local error log (SPEC §8), with its technical detail (message and
    // stack of the Module Federation error, the page, the centre's version, the component stack);
    // chunk-load failures as such. The screen shows only a human message (issue 11).
    const { centre, retried } = this.props;
    const version = versionLabel(registeredVersion(centre));
    const where = `centre ${centre}, page ${globalThis.location?.pathname ?? ''}${version ? `, version ${version}` : ''}`;
    logError(error, `${where}${info.componentStack ?? ''}`);
    // A chunk or manifest missing after a release: the config is read again and the centre loaded once
    // more from its live version; a second failure offers the reload (issue 24).
    const recovery = recoverLoad({ error, retried });
    this.setState({ recovery });
    if (recovery.action !== 'report') void checkVersions('failure');
    if (recovery.action === 'retry-live') this.props.onRetryLive();
  }

  override render() {
    const { error, recovery } = this.state;
    if (error && (!recovery || recovery.action === 'retry-live')) return <Loading />;
    if (error) {
      return (
        <CentreError
          centre={this.props.centre}
          onRetry={this.props.onRetry}
          reload={recovery?.action === 'offer-reload'}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * What the user reads: which centre, that the rest works, and the retry; never the raw error. After a
 * load failure that the retry from the live version did not mend, the reload is offered too.
 */
function CentreError({ centre, onRetry, reload }: { centre: string; onRetry: () => void; reload: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={<h1 className="lx-centre-error-title">{t('centre.failed', { name: t(`centre.${centre}`) })}</h1>}
      subTitle={
        <>
          <div>{t('centre.failedHint')}</div>
          {reload && <div>{t('release.failedReload')}</div>}
          <div>{t('centre.failedLogged')}</div>
        </>
      }
      extra={
        <>
          {reload && (
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('release.reload')}
            </Button>
          )}
          <Button type={reload ? 'default' : 'primary'} onClick={onRetry}>
            {t('centre.retry')}
          </Button>
        </>
      }
      data-testid="centre-error"
    />
  );
}

const attempts = new Map<string, number>();

export function CentreView({ centre }: { centre: string }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(() => attempts.get(centre) ?? 0);
  // the page whose load failure was retried automatically at this attempt (once per page and failure)
  const [retriedAt, setRetriedAt] = useState<string | null>(null);
  const retry = (automatic: boolean) => {
    const next = attempt + 1;
    attempts.set(centre, next);
    setAttempt(next);
    setRetriedAt(automatic ? `${next}#${pathname}` : null);
  };
  return (
    // A new key per attempt and page: the boundary forgets a page's error when the user moves on.
    <CentreBoundary
      key={`${centre}#${attempt}#${pathname}`}
      centre={centre}
      retried={retriedAt === `${attempt}#${pathname}`}
      onRetry={() => retry(false)}
      onRetryLive={() => retry(true)}
    >
      <CentreContent centre={centre} attempt={attempt} path={pathname} />
    </CentreBoundary>
  );
}

/**
 * One centre inside the content area, behind its own error boundary: an unreachable centre, a broken
 * manifest or a page that throws shows an error here with a retry, and the rest of the console keeps
 * working (STYLE.md; TOOLCHAIN pitfall 7).
 */
import { logError, type Recorded } from '@lingxi/core';
import { Button, Result, Spin } from 'antd';
import { Component, type ErrorInfo, type ReactNode, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
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
  onRetry: () => void;
  children: ReactNode;
}

class CentreBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A centre's failure goes to the local error log (SPEC §8), with its technical detail (message and
    // stack of the Module Federation error, the page, the component stack); chunk-load failures as such.
    // The screen shows only a human message (issue 11).
    const where = `centre ${this.props.centre}, page ${globalThis.location?.pathname ?? ''}`;
    logError(error, `${where}${info.componentStack ?? ''}`);
  }

  override render() {
    if (this.state.error) {
      return <CentreError centre={this.props.centre} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}

/** What the user reads: which centre, that the rest works, and the retry; never the raw error. */
function CentreError({ centre, onRetry }: { centre: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={<h1 className="lx-centre-error-title">{t('centre.failed', { name: t(`centre.${centre}`) })}</h1>}
      subTitle={
        <>
          <div>{t('centre.failedHint')}</div>
          <div>{t('centre.failedLogged')}</div>
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('centre.retry')}
        </Button>
      }
      data-testid="centre-error"
    />
  );
}

const attempts = new Map<string, number>();

export function CentreView({ centre }: { centre: string }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(() => attempts.get(centre) ?? 0);
  const retry = () => {
    const next = attempt + 1;
    attempts.set(centre, next);
    setAttempt(next);
  };
  return (
    // A new key per attempt and page: the boundary forgets a page's error when the user moves on.
    <CentreBoundary key={`${centre}#${attempt}#${pathname}`} centre={centre} onRetry={retry}>
      <CentreContent centre={centre} attempt={attempt} path={pathname} />
    </CentreBoundary>
  );
}

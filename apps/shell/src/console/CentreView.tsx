/**
 * One centre inside the content area, behind its own error boundary: an unreachable centre, a broken
 * manifest or a page that throws shows an error here with a retry, and the rest of the console keeps
 * working (STYLE.md; TOOLCHAIN pitfall 7).
 */
import { logError } from '@lingxi/core';
import { Button, Result, Spin } from 'antd';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { loadCentreRoutes } from './remotes';

/** One lazy component per centre and attempt: React caches a rejected lazy, so a retry needs a new one. */
const lazies = new Map<string, ComponentType>();
function centreRoutes(centre: string, attempt: number): ComponentType {
  const key = `${centre}#${attempt}`;
  let routes = lazies.get(key);
  if (!routes) {
    routes = lazy(() => loadCentreRoutes(centre, attempt > 0));
    lazies.set(key, routes);
  }
  return routes;
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
    // A centre's failure goes to the local error log (SPEC §8); chunk-load failures as such.
    logError(error, `centre ${this.props.centre}${info.componentStack ?? ''}`);
  }

  override render() {
    if (this.state.error) {
      return <CentreError centre={this.props.centre} error={this.state.error} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}

function CentreError({ centre, error, onRetry }: { centre: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('centre.failed', { name: t(`centre.${centre}`) })}
      subTitle={
        <>
          <div>{t('centre.failedHint')}</div>
          <code className="lx-centre-error-detail">{error.message}</code>
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
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(() => attempts.get(centre) ?? 0);
  const retry = () => {
    const next = attempt + 1;
    attempts.set(centre, next);
    setAttempt(next);
  };
  const Routes = centreRoutes(centre, attempt);
  return (
    // A new key per attempt and page: the boundary forgets a page's error when the user moves on.
    <CentreBoundary key={`${centre}#${attempt}#${pathname}`} centre={centre} onRetry={retry}>
      <Suspense
        fallback={<Spin tip={t('centre.loading')} style={{ display: 'block', margin: '15vh auto' }} />}
      >
        <Routes />
      </Suspense>
    </CentreBoundary>
  );
}

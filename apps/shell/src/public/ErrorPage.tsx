import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The 403, 404 and 500 pages (SPEC §2, §8). */
export function ErrorPage({ code }: { code: '403' | '404' | '500' }) {
  const { t } = useTranslation();
  return (
    <main className="lx-error-page">
      <h1>{code}</h1>
      <p>{t(`error.${code}`)}</p>
      <Link to="/home/index">{t('error.back')}</Link>
    </main>
  );
}

/**
 * The embedded-frame route /myiframe/urlPath (SPEC §2) for menu entries whose path is an external
 * http(s) or html address. The frame is sandboxed: scripts and forms run, but it gets no access to
 * the console's origin, storage or token.
 */
import { frameSource } from '@lingxi/core';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

export function FramePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const src = frameSource(search);
  const name = new URLSearchParams(search).get('name') ?? '';
  if (!src) return <Result status="warning" title={t('frame.invalid')} />;
  return (
    <iframe
      className="lx-frame"
      title={name || src}
      src={src}
      sandbox="allow-scripts allow-forms allow-popups allow-downloads"
      referrerPolicy="no-referrer"
    />
  );
}

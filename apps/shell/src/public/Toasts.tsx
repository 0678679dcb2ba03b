/**
 * Core's notices, on every route: the public pages, where antd is not loaded, and the console alike
 * (its pages and tools say their successes through core's notices too), so there is one notice style.
 */
import { type Notice, notices } from '@lingxi/core';
import { useEffect, useState } from 'react';
import { useT } from './useT';

interface Shown extends Notice {
  id: number;
}

let next = 0;

const sameNotice = (a: Notice, b: Notice) => a.level === b.level && a.text === b.text && a.key === b.key;

export function Toasts() {
  const { t } = useT();
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(
    () =>
      notices.subscribe((notice) => {
        const id = ++next;
        // The same notice again replaces the one still shown (its time starts anew): two saves in a row
        // say 新增成功 once, not in a growing stack.
        setShown((list) => [...list.filter((item) => !sameNotice(item, notice)), { ...notice, id }]);
        setTimeout(
          () => setShown((list) => list.filter((item) => item.id !== id)),
          (notice.duration ?? 3) * 1000,
        );
      }),
    [],
  );
  return (
    <div className="lx-toasts" aria-live="assertive">
      {shown.map((notice) => (
        <div key={notice.id} role="alert" className={`lx-toast lx-toast-${notice.level}`}>
          {notice.text ?? t(notice.key ?? 'unknownError')}
        </div>
      ))}
    </div>
  );
}

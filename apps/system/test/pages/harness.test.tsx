// The page harness's own rules (packages/testing), checked here where its gateway runs.
import { fill, renderPage, rowWith, screen, within } from '@lingxi/testing';
import { Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';

/** A field whose first clearing moves the focus away, as a closing dialog gives it back to its opener. */
function FocusTaken() {
  const opener = useRef<HTMLButtonElement>(null);
  const taken = useRef(false);
  return (
    <>
      <input
        aria-label="名称"
        defaultValue="旧名称"
        onChange={(event) => {
          if (event.target.value === '' && !taken.current) {
            taken.current = true;
            opener.current?.focus();
          }
        }}
      />
      <button type="button" ref={opener}>
        编辑
      </button>
    </>
  );
}

describe('fill', () => {
  it('types the text again when the focus moved away between clearing the field and typing', async () => {
    const { user } = await renderPage(FocusTaken, { path: '/harness' });
    const field = screen.getByLabelText('名称') as HTMLInputElement;
    await fill(user, field, '新名称');
    expect(field.value).toBe('新名称');
  });
});

/** A list asking again: its row stays on screen, greyed out, until the answer comes. */
function Reloading() {
  const [loading, setLoading] = useState(true);
  const [pressed, setPressed] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Table
        rowKey="id"
        loading={loading}
        pagination={false}
        dataSource={[{ id: '1', name: '参数一' }]}
        columns={[
          { title: '名称', dataIndex: 'name' },
          {
            title: '操作',
            key: 'actions',
            render: () => (
              <button type="button" onClick={() => setPressed((count) => count + 1)}>
                编辑
              </button>
            ),
          },
        ]}
      />
      <p>pressed {pressed}</p>
    </>
  );
}

describe('rowWith', () => {
  it('answers a row once its list has its answer: a list still loading takes no click', async () => {
    const { user } = await renderPage(Reloading, { path: '/harness' });
    const row = await rowWith('参数一');
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    expect(screen.getByText('pressed 1')).toBeTruthy();
  });
});

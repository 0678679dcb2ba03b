// The page harness's own rules (packages/testing), checked here where its gateway runs.
import { confirmBox, fill, renderPage, rowWith, screen, within } from '@lingxi/testing';
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

/**
 * A confirmation answered a moment ago (the server refused: 请先删除子节点) still closing, its 确定 busy,
 * when the next one asking the same opens beside it.
 */
function ClosingAndNew() {
  const [answered, setAnswered] = useState('');
  const [second, setSecond] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSecond(true), 50);
    return () => clearTimeout(timer);
  }, []);
  const box = (busy: boolean) => (
    <div className="ant-modal-confirm" key={String(busy)}>
      <p>确定将选择数据删除?</p>
      <button type="button" onClick={() => setAnswered(busy ? 'the closing one' : 'the new one')}>
        {busy ? <span role="img" aria-label="loading" /> : null}确定
      </button>
    </div>
  );
  return (
    <>
      {box(true)}
      {second && box(false)}
      <output>{answered}</output>
    </>
  );
}

describe('confirmBox', () => {
  it('answers the newest box asking the question, not one still closing', async () => {
    const { user } = await renderPage(ClosingAndNew, { path: '/harness' });
    await confirmBox(user, '确定将选择数据删除?');
    expect(screen.getByRole('status').textContent).toBe('the new one');
  });
});

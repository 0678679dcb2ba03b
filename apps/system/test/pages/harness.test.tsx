// The page harness's own rules (packages/testing), checked here where its gateway runs.
import { fill, renderPage, screen } from '@lingxi/testing';
import { useRef } from 'react';
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

// The image field's control and display: a picture is uploaded at once and the field keeps its link;
// what is not a picture is refused before anything is sent; only a safe address becomes an image.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageInput, ImageView } from '../../src/pieces/ImageInput';
import { fakeServer, ok, renderInConsole, setupTexts } from './setup';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

function Controlled({ onChange }: { onChange: (link: string) => void }) {
  const [value, setValue] = useState<string>('');
  return (
    <ImageInput
      label="Service picture"
      value={value}
      onChange={(next) => {
        setValue(next as string);
        onChange(next as string);
      }}
    />
  );
}

beforeAll(() => setupTexts('en'));
afterEach(cleanup);

describe('ImageInput', () => {
  it('uploads a chosen picture at once, shows it, and can remove it', async () => {
    const calls = fakeServer(() => ok({ attachId: '7', link: '/oss/000000/20261126/a.png', name: 'a.png' }));
    const onChange = vi.fn();
    renderInConsole(<Controlled onChange={onChange} />);
    const user = userEvent.setup();
    await user.upload(fileInput(), new File(['png'], 'poster.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/oss/000000/20261126/a.png'));
    expect(calls[0]?.url).toBe('/lingxi-resource/oss/endpoint/put-file-attach');
    const image = await screen.findByRole('img', { name: 'Service picture' });
    expect(image.getAttribute('src')).toBe('/oss/000000/20261126/a.png');
    expect(screen.getByRole('button', { name: /Change picture/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Remove picture/ }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('img', { name: 'Service picture' })).toBeNull();
  });

  it('refuses a file that is not a picture, sending nothing', async () => {
    const calls = fakeServer(() => ok(null));
    renderInConsole(<Controlled onChange={vi.fn()} />);
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), new File(['x'], 'notes.txt'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a png, jpg, gif, webp or bmp picture',
    );
    expect(calls).toHaveLength(0);
  });
});

describe('ImageView', () => {
  it('shows the gateway’s own or an http(s) address, and nothing for any other', () => {
    fakeServer(() => ok(null));
    renderInConsole(
      <>
        <ImageView link="/oss/000000/a.png" label="own" />
        <ImageView link="https://files.example.com/b.png" label="remote" />
        <ImageView link="javascript:alert(1)" label="script" />
        <ImageView link="//evil.example/c.png" label="protocol-relative" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'own' }).getAttribute('src')).toBe('/oss/000000/a.png');
    expect(screen.getByRole('img', { name: 'remote' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'script' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'protocol-relative' })).toBeNull();
  });
});

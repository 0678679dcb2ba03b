// Where a stored file is fetched from (an appeal's attachments, the image field): only the gateway's own
// paths and http(s) addresses become links or images.
import { describe, expect, it } from 'vitest';
import { attachmentHref } from '../src/resources';

describe('where a file is fetched from', () => {
  it('a gateway path, under the gateway when the API base is absolute', () => {
    expect(attachmentHref('/oss/000000/a.png', '/api')).toBe('/oss/000000/a.png');
    expect(attachmentHref('/oss/000000/a.png', 'https://gw.example.com/api')).toBe(
      'https://gw.example.com/oss/000000/a.png',
    );
  });
  it('an http(s) address as it is', () => {
    expect(attachmentHref('https://files.example.com/a.png', '/api')).toBe('https://files.example.com/a.png');
    expect(attachmentHref(' http://localhost:8181/oss/a.png ', '/api')).toBe(
      'http://localhost:8181/oss/a.png',
    );
  });
  it('anything else is no address (the name is shown as text)', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example.com/a.png',
      '/\\evil.example.com',
      'oss/a.png',
      'https:///a',
      '',
      null,
      undefined,
    ])
      expect(attachmentHref(link, '/api'), String(link)).toBeUndefined();
  });
});

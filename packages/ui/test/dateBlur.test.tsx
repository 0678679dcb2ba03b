// A date field is checked again when it is left, as every field of the kit's forms is: a closing date
// corrected after a refused save loses its message once the user moves on (before, the date picker never
// passed the form its blur, and the stale message stayed until the next save).
import { initI18n } from '@lingxi/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { FieldInput, fieldRules } from '../src/crud/FieldInput';
import type { Field } from '../src/crud/schema';
import { ensureUiMessages } from '../src/messages';
import { ConsoleProviders } from '../src/providers';
import { stubMatchMedia } from './harness';

interface Window {
  openDate?: string;
  closeDate?: string;
}

beforeAll(async () => {
  await initI18n();
  ensureUiMessages();
  stubMatchMedia();
});
afterEach(cleanup);

const closing: Field<Window> = {
  name: 'closeDate',
  label: 'close',
  valueType: 'dateTime',
  rules: [{ after: 'openDate', message: 'closes before it opens' }],
};

it('checks a date-time field again when it is left', async () => {
  let form: ReturnType<typeof Form.useForm>[0] | undefined;
  function Window() {
    const [antForm] = Form.useForm();
    form = antForm;
    return (
      <Form form={antForm} initialValues={{ openDate: '2031-03-05 09:00:00' }}>
        <Form.Item name="openDate" hidden>
          <input />
        </Form.Item>
        <Form.Item
          name="closeDate"
          label="close"
          validateTrigger="onBlur"
          rules={fieldRules(closing, (k) => k)}
        >
          <FieldInput field={closing} />
        </Form.Item>
      </Form>
    );
  }
  render(
    <ConsoleProviders>
      <Window />
    </ConsoleProviders>,
  );
  const input = screen.getByLabelText('close');
  form?.setFieldValue('closeDate', '2031-03-04 18:00:00');
  fireEvent.blur(input);
  expect(await screen.findByText('closes before it opens')).toBeTruthy();
  // corrected, then left: the message goes
  form?.setFieldValue('closeDate', '2031-03-06 18:00:00');
  fireEvent.blur(input);
  await waitFor(() => expect(screen.queryByText('closes before it opens')).toBeNull());
});
